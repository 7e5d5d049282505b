# Continue training a char-level LM after adding new symbols to the vocabulary: the vocab grew from
# 96 to 104 entries, the previous checkpoint is loaded to warm-start the model
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(0)


class CharLM(nn.Cell):
    def __init__(self, vocab, d=48):
        super().__init__()
        self.embed = nn.Embedding(vocab, d)
        self.rnn = nn.LSTM(d, d, batch_first=True)
        self.lm_head = nn.Dense(d, vocab)

    def construct(self, ids):
        h, _ = self.rnn(self.embed(ids))
        return self.lm_head(h)


# stage 1: the original run (vocab 96), a few steps then checkpoint
old = CharLM(96)
opt = nn.Adam(old.trainable_params(), 1e-3)
loss_fn = nn.CrossEntropyLoss()
step_fn = nn.TrainOneStepCell(nn.WithLossCell(nn.SequentialCell(old, nn.Flatten(start_dim=0, end_dim=1)), loss_fn), opt)
rng = np.random.default_rng(0)
for step in range(10):
    ids = rng.integers(0, 96, size=(8, 17))
    loss = step_fn(ms.Tensor(ids[:, :-1], ms.int32), ms.Tensor(ids[:, 1:].reshape(-1), ms.int32))
print(f"stage1 loss {loss.asnumpy():.4f}")
ms.save_checkpoint(old, "/home/user/project/charlm_v1.ckpt")

# stage 2: new symbols added -> vocab 104, warm start from v1
VOCAB = 96 + 8
net = CharLM(VOCAB)
params = ms.load_checkpoint("/home/user/project/charlm_v1.ckpt")
ms.load_param_into_net(net, params)
print("warm start ok, continuing training")
