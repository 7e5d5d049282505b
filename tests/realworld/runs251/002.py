# Port of a PyTorch low-rank adapter (LoRA-style) text classifier; torch.randn init replaced by numpy.
import math
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Parameter, Tensor
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(42)
np.random.seed(42)

class LoRADense(nn.Cell):
    def __init__(self, in_f, out_f, r=4, alpha=8):
        super().__init__()
        self.base = nn.Dense(in_f, out_f)
        self.base.weight.requires_grad = False
        self.lora_A = Parameter(Tensor(np.random.randn(in_f, r) / math.sqrt(in_f)), name="lora_A")
        self.lora_B = Parameter(Tensor(np.zeros((r, out_f), dtype=np.float32)), name="lora_B")
        self.scaling = alpha / r
    def construct(self, x):
        return self.base(x) + ops.matmul(ops.matmul(x, self.lora_A), self.lora_B) * self.scaling

class TextClassifier(nn.Cell):
    def __init__(self, vocab=1000, dim=64, n_cls=4):
        super().__init__()
        self.emb = nn.Embedding(vocab, dim)
        self.proj = LoRADense(dim, dim)
        self.out = nn.Dense(dim, n_cls)
    def construct(self, ids):
        h = self.emb(ids).mean(axis=1)
        return self.out(ops.relu(self.proj(h)))

def gen():
    rng = np.random.default_rng(1)
    for _ in range(640):
        ids = rng.integers(0, 1000, size=32).astype(np.int32)
        yield ids, np.int32(ids[0] % 4)

train_ds = ds.GeneratorDataset(gen, column_names=["input_ids", "label"], shuffle=False).batch(32)
net = TextClassifier()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=5e-4)
print("trainable params:", [p.name for p in net.trainable_params()])

def forward(ids, y):
    return loss_fn(net(ids), y)
grad_fn = ms.value_and_grad(forward, None, opt.parameters)

for epoch in range(3):
    for step, (ids, y) in enumerate(train_ds.create_tuple_iterator()):
        loss, grads = grad_fn(ids, y)
        opt(grads)
        if step % 5 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}", flush=True)
