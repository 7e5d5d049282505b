# Port of a PyTorch attention block; the attention scores are kept in fp16 for memory as in the original AMP code.
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(1)


class SelfAttention(nn.Cell):
    def __init__(self, d, heads):
        super().__init__()
        self.heads = heads
        self.dh = d // heads
        self.qkv = nn.Dense(d, 3 * d).to_float(ms.float16)
        self.out = nn.Dense(d, d)
        self.scale = self.dh ** -0.5

    def construct(self, x):
        b, t, d = x.shape
        qkv = self.qkv(x).reshape(b, t, 3, self.heads, self.dh).transpose(2, 0, 3, 1, 4)
        q, k, v = qkv[0], qkv[1], qkv[2]
        att = ops.softmax(ops.matmul(q, k.swapaxes(-1, -2)) * self.scale, axis=-1)
        y = ops.matmul(att, v).transpose(0, 2, 1, 3).reshape(b, t, d)
        return self.out(y)


class Classifier(nn.Cell):
    def __init__(self, d=32, heads=4, n_cls=3):
        super().__init__()
        self.proj = nn.Dense(8, d)
        self.attn = SelfAttention(d, heads)
        self.norm = nn.LayerNorm((d,))
        self.head = nn.Dense(d, n_cls)

    def construct(self, x):
        h = self.proj(x)
        h = self.norm(h + self.attn(h))
        return self.head(h.mean(axis=1))


def gen():
    rng = np.random.default_rng(0)
    for _ in range(256):
        x = rng.standard_normal((16, 8)).astype(np.float32)
        yield x, np.int32(int(x[:, 0].sum() > 0) + int(x[:, 1].sum() > 2))


data = ds.GeneratorDataset(gen, ["x", "y"], shuffle=True).batch(16)
net = Classifier()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3, weight_decay=0.01)
loss_fn = nn.CrossEntropyLoss()


def forward(x, y):
    return loss_fn(net(x), y)


grad_fn = ms.value_and_grad(forward, None, opt.parameters)


@ms.jit
def train_step(x, y):
    loss, grads = grad_fn(x, y)
    opt(grads)
    return loss


print(f"dataset batches: {data.get_dataset_size()}")
for epoch in range(3):
    for i, (x, y) in enumerate(data.create_tuple_iterator()):
        loss = train_step(x, y)
        if i % 4 == 0:
            print(f"epoch {epoch} step {i} loss {loss.asnumpy():.4f}")
