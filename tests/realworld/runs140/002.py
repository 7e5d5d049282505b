"""Sentence classifier ported from PyTorch. The original repo had its own Linear with a
truncated-normal init written in numpy; it is kept as a custom Cell. Runs in GRAPH_MODE."""
import math
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Parameter, Tensor
import mindspore.dataset as ds

ms.set_seed(0)
np.random.seed(0)
ms.set_context(mode=ms.GRAPH_MODE)

VOCAB, DIM, N_CLS, SEQ = 500, 32, 3, 24

def trunc_normal(shape, std=0.02):
    w = np.random.normal(0.0, std, size=shape)
    return np.clip(w, -2 * std, 2 * std)

class Linear(nn.Cell):
    """Port of torch.nn.Linear: y = x @ W^T + b, W is (out_features, in_features)."""
    def __init__(self, in_features, out_features, bias=True):
        super().__init__()
        self.weight = Parameter(Tensor(trunc_normal((out_features, in_features))), name="weight")
        bound = 1 / math.sqrt(in_features)
        self.bias = Parameter(Tensor(np.random.uniform(-bound, bound, out_features).astype(np.float32)), name="bias") if bias else None

    def construct(self, x):
        y = ops.matmul(x, self.weight.T)
        if self.bias is not None:
            y = y + self.bias
        return y

class BagClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, DIM)
        self.proj = Linear(DIM, 64)
        self.head = Linear(64, N_CLS)

    def construct(self, ids):
        h = self.emb(ids).mean(axis=1)
        h = ops.gelu(self.proj(h))
        return self.head(h)

def gen_data(n):
    ids = np.random.randint(1, VOCAB, size=(n, SEQ)).astype(np.int32)
    y = (ids[:, :4].sum(axis=1) % N_CLS).astype(np.int32)
    return ids, y

ids, y = gen_data(1024)
train = ds.NumpySlicesDataset({"ids": ids, "label": y}, shuffle=True).batch(32, drop_remainder=True)

net = BagClassifier()
loss_fn = nn.CrossEntropyLoss()
optimizer = nn.AdamWeightDecay(net.trainable_params(), learning_rate=2e-3, weight_decay=0.01)

def forward_fn(ids, label):
    logits = net(ids)
    return loss_fn(logits, label), logits

grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters, has_aux=True)

@ms.jit
def train_step(ids, label):
    (loss, logits), grads = grad_fn(ids, label)
    optimizer(grads)
    return loss

print(f"params: {sum(p.size for p in net.trainable_params())}")
for epoch in range(3):
    net.set_train()
    losses = []
    for step, batch in enumerate(train.create_dict_iterator()):
        loss = train_step(batch["ids"], batch["label"])
        losses.append(loss.asnumpy())
        if step % 10 == 0:
            print(f"epoch {epoch} step {step:3d} loss {loss.asnumpy():.4f}")
    print(f"epoch {epoch} mean loss {np.mean(losses):.4f}")
