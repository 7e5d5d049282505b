# Causal LM block ported from torch: the causal mask was created lazily on first forward and cached
# on the module (torch: if not hasattr(self, "causal_mask"): self.register_buffer(...)).
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
np.random.seed(2)

VOCAB, HIDDEN, SEQ = 64, 32, 12


class TinyCausalLM(nn.Cell):
    def __init__(self):
        super().__init__()
        self.wte = nn.Embedding(VOCAB, HIDDEN)
        self.q = nn.Dense(HIDDEN, HIDDEN)
        self.k = nn.Dense(HIDDEN, HIDDEN)
        self.v = nn.Dense(HIDDEN, HIDDEN)
        self.lm_head = nn.Dense(HIDDEN, VOCAB, has_bias=False)

    def construct(self, input_ids):
        h = self.wte(input_ids)
        seq_len = input_ids.shape[1]
        if not hasattr(self, "causal_mask"):
            self.causal_mask = ops.tril(ops.ones((seq_len, seq_len), ms.float32))
        scores = ops.matmul(self.q(h), self.k(h).swapaxes(1, 2)) / (HIDDEN ** 0.5)
        scores = scores + (1.0 - self.causal_mask) * -1e9
        h = h + ops.matmul(ops.softmax(scores, -1), self.v(h))
        return self.lm_head(h)


class LMLoss(nn.Cell):
    def __init__(self, model):
        super().__init__()
        self.model = model
        self.loss_fn = nn.CrossEntropyLoss()

    def construct(self, input_ids, labels):
        logits = self.model(input_ids)
        return self.loss_fn(logits.reshape(-1, VOCAB), labels.reshape(-1))


data = np.random.randint(0, VOCAB, (64, SEQ + 1)).astype(np.int32)
model = TinyCausalLM()
train_net = nn.TrainOneStepCell(LMLoss(model), nn.Adam(model.trainable_params(), learning_rate=1e-3))
for step in range(4):
    batch = data[step * 16:(step + 1) * 16]
    loss = train_net(ms.Tensor(batch[:, :-1]), ms.Tensor(batch[:, 1:]))
    print(f"step {step} loss {loss}")
