# Tiny GRU language model; token ids padded with np.full (float by default) before building the dataset
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
np.random.seed(0)
VOCAB, MAXLEN, PAD = 300, 24, 0

corpus = [np.random.randint(1, VOCAB, np.random.randint(8, MAXLEN)) for _ in range(256)]
def pad_batch(seqs):
    out = np.full((len(seqs), MAXLEN), PAD)
    out = out.astype(np.float32)          # keep everything float32 like the PyTorch version's tensors
    for i, s in enumerate(seqs):
        out[i, :len(s)] = s
    return out

ids = pad_batch(corpus)
inputs, targets = ids[:, :-1], ids[:, 1:].astype(np.int32)
data = ds.NumpySlicesDataset({"input_ids": inputs, "labels": targets}, shuffle=True).batch(32)

class GRULM(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, 64, padding_idx=PAD)
        self.gru = nn.GRU(64, 128, batch_first=True)
        self.out = nn.Dense(128, VOCAB)
    def construct(self, input_ids):
        h, _ = self.gru(self.emb(input_ids))
        return self.out(h)

net = GRULM()
loss_fn = nn.CrossEntropyLoss(ignore_index=PAD)
opt = nn.Adam(net.trainable_params(), learning_rate=2e-3)

def forward_fn(input_ids, labels):
    logits = net(input_ids)
    return loss_fn(logits.reshape(-1, VOCAB), labels.reshape(-1))

grad_fn = ms.value_and_grad(forward_fn, None, opt.parameters)

@ms.jit
def train_step(input_ids, labels):
    loss, grads = grad_fn(input_ids, labels)
    opt(grads)
    return loss

for epoch in range(3):
    for step, (x, y) in enumerate(data.create_tuple_iterator()):
        loss = train_step(x, y)
        print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f} ppl {np.exp(loss.asnumpy()):.1f}")
