"""Character-level GRU language model ported from PyTorch, with the output projection tied to the
input embedding (torch: logits = F.linear(h, self.embed.weight))."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(13)

text = ("the quick brown fox jumps over the lazy dog. " * 200)
chars = sorted(set(text))
stoi = {c: i for i, c in enumerate(chars)}
data = np.array([stoi[c] for c in text], np.int32)
VOCAB, EMB, SEQ = len(chars), 64, 32

starts = np.arange(0, len(data) - SEQ - 1, SEQ)
x = np.stack([data[s:s + SEQ] for s in starts])
y = np.stack([data[s + 1:s + SEQ + 1] for s in starts])
train = ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=True).batch(16, drop_remainder=True)

class CharLM(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embed = nn.Embedding(VOCAB, EMB)
        self.rnn = nn.GRU(EMB, EMB, batch_first=True)
        self.bias = ms.Parameter(ms.Tensor(np.zeros(VOCAB, np.float32)), name="lm_bias")

    def construct(self, ids):
        h, _ = self.rnn(self.embed(ids))
        # tied output layer: F.linear(h, embed.weight) + bias
        return ops.matmul(h, self.embed.embedding_table) + self.bias

net = CharLM()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=3e-3)

class LMWithLoss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net

    def construct(self, ids, targets):
        logits = self.net(ids)
        return loss_fn(logits.reshape(-1, VOCAB), targets.reshape(-1))

step_fn = nn.TrainOneStepCell(LMWithLoss(net), opt)
step_fn.set_train()
print(f"vocab {VOCAB}, {len(x)} sequences of {SEQ} chars")
for epoch in range(3):
    for i, (ids, tgt) in enumerate(train.create_tuple_iterator()):
        loss = step_fn(ids, tgt)
        if i % 10 == 0:
            print(f"| epoch {epoch} | batch {i:3d} | loss {loss.asnumpy():5.3f} | ppl {np.exp(loss.asnumpy()):7.2f}")
