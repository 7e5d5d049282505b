"""Tiny next-token model (ported from a PyTorch nn.Module) with a functional value_and_grad loop,
checkpoint save and reload for evaluation."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(42)

VOCAB, SEQ = 32, 16

def make_split(n, seed):
    r = np.random.default_rng(seed)
    start = r.integers(0, VOCAB, (n, 1))
    step = r.integers(1, 4, (n, 1))
    seq = (start + step * np.arange(SEQ + 1)) % VOCAB
    return seq[:, :-1].astype(np.int32), seq[:, 1:].astype(np.int32)

def gen(split):
    x, y = split
    for i in range(len(x)):
        yield x[i], y[i]

train_ds = ds.GeneratorDataset(lambda: gen(make_split(1024, 0)), ["input_ids", "labels"], shuffle=False).shuffle(256).batch(32, drop_remainder=True)
eval_ds = ds.GeneratorDataset(lambda: gen(make_split(256, 1)), ["input_ids", "labels"], shuffle=False).batch(32)

class TinyLM(nn.Cell):
    def __init__(self, d=64):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, d)
        self.pos = nn.Embedding(SEQ, d)
        self.layer = nn.TransformerEncoderLayer(d, nhead=4, dim_feedforward=128, dropout=0.0, batch_first=True)
        self.norm = nn.LayerNorm((d,))
        self.head = nn.Dense(d, VOCAB)
        self.mask = ms.Tensor(np.triu(np.full((SEQ, SEQ), -1e9, np.float32), 1))

    def construct(self, ids):
        pos = ops.arange(ids.shape[1])
        h = self.emb(ids) + self.pos(pos)
        h = self.layer(h, src_mask=self.mask)
        return self.head(self.norm(h))

net = TinyLM()
loss_fn = nn.CrossEntropyLoss()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=3e-3, weight_decay=0.01)

def forward(ids, labels):
    logits = net(ids)
    return loss_fn(logits.reshape(-1, VOCAB), labels.reshape(-1))

grad_fn = ms.value_and_grad(forward, None, opt.parameters)

def train_step(ids, labels):
    loss, grads = grad_fn(ids, labels)
    opt(grads)
    return loss

def evaluate(model):
    model.set_train(False)
    correct = total = 0
    for ids, labels in eval_ds.create_tuple_iterator():
        pred = model(ids).argmax(-1)
        correct += int((pred == labels).sum())
        total += labels.size
    model.set_train(True)
    return correct / total

step = 0
for epoch in range(4):
    net.set_train(True)
    for ids, labels in train_ds.create_tuple_iterator():
        loss = train_step(ids, labels)
        step += 1
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}")
    print(f"epoch {epoch} eval token acc {evaluate(net):.4f}")

ms.save_checkpoint(net, "tinylm.ckpt")
fresh = TinyLM()
not_loaded, unexpected = ms.load_param_into_net(fresh, ms.load_checkpoint("tinylm.ckpt"))
print(f"reloaded checkpoint: not loaded={not_loaded} unexpected={unexpected}")
print(f"reloaded model eval token acc {evaluate(fresh):.4f}")
