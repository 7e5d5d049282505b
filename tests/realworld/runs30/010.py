# Masked-mean token loss (sum(loss * mask) / mask.sum()), batches sorted by length, trained step by step
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
np.random.seed(0)

vocab, hidden, seq = 50, 16, 12
class TinyLM(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(vocab, hidden)
        self.proj = nn.Dense(hidden, vocab)
    def construct(self, ids):
        return self.proj(self.emb(ids))

net = TinyLM()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3)
ce = nn.CrossEntropyLoss(reduction="none")

def forward(ids, labels, mask):
    logits = net(ids)
    tok_loss = ce(logits.reshape(-1, vocab), labels.reshape(-1)).reshape(labels.shape)
    return (tok_loss * mask).sum() / mask.sum()

grad_fn = ms.value_and_grad(forward, None, opt.parameters)

# lengths sorted descending; the tail of the corpus holds empty lines (length 0 after stripping)
lengths = [12, 11, 10, 9, 7, 5, 3, 2, 0, 0]
step = 0
for epoch in range(2):
    for b in range(0, len(lengths), 2):
        lens = np.array(lengths[b:b + 2])
        ids = np.random.randint(1, vocab, (2, seq)).astype(np.int32)
        mask = (np.arange(seq)[None, :] < lens[:, None]).astype(np.float32)
        ids = ids * mask.astype(np.int32)
        loss, grads = grad_fn(ms.Tensor(ids), ms.Tensor(ids), ms.Tensor(mask))
        opt(grads)
        print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}")
        step += 1
