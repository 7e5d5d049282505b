# Healthy twin of 003: HF masked mean pooling in a GRAPH_MODE cell with the tokenizer's attention_mask
# converted to bool before ops.select (torch: torch.where(attention_mask.bool(), h, 0)); the sentence
# encoder is trained on a toy paraphrase task.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_seed(11); np.random.seed(11)
ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")

class MaskedMeanPool(nn.Cell):
    def construct(self, hidden, attention_mask):
        mask = attention_mask.astype(ms.bool_).expand_dims(-1).broadcast_to(hidden.shape)
        summed = ops.select(mask, hidden, ops.zeros_like(hidden)).sum(axis=1)
        count = attention_mask.sum(axis=1, keepdims=True).astype(hidden.dtype)
        return summed / ops.maximum(count, 1e-9)

class SentenceClassifier(nn.Cell):
    def __init__(self, vocab=100, dim=32):
        super().__init__()
        self.emb = nn.Embedding(vocab, dim)
        self.proj = nn.Dense(dim, dim)
        self.pool = MaskedMeanPool()
        self.cls = nn.Dense(dim, 2)
    def construct(self, ids, mask):
        return self.cls(self.pool(ops.tanh(self.proj(self.emb(ids))), mask))

net = SentenceClassifier()
opt = nn.Adam(net.trainable_params(), learning_rate=0.01)
ce = nn.CrossEntropyLoss()

class WithLoss(nn.Cell):
    def __init__(self, net):
        super().__init__(auto_prefix=False)
        self.net = net
    def construct(self, ids, mask, labels):
        return ce(self.net(ids, mask), labels)

train_step = nn.TrainOneStepCell(WithLoss(net), opt)
for step in range(1, 31):
    ids = np.random.randint(1, 100, (16, 10)).astype(np.int32)
    lens = np.random.randint(3, 11, 16)
    mask = (np.arange(10)[None, :] < lens[:, None]).astype(np.int64)
    ids[mask == 0] = 0
    labels = (ids[:, 0] >= 50).astype(np.int32)                   # label depends on the first token
    loss = train_step(Tensor(ids), Tensor(mask), Tensor(labels))
    if step % 5 == 0:
        print(f"step {step:3d} loss {loss.asnumpy():.4f}")
print("training finished")
