# Llama-style tiny LM fine-tune in float16 (ported from an HF script that ran with torch_dtype=torch.float16).
# RMSNorm ported from LlamaRMSNorm.
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_seed(7); np.random.seed(7)
V, H, S, B = 64, 128, 32, 8

class RMSNorm(nn.Cell):
    def __init__(self, dim, eps=1e-6):
        super().__init__()
        self.weight = ms.Parameter(ops.ones(dim, ms.float16), name="weight")
        self.eps = eps
    def construct(self, x):
        variance = x.pow(2).mean(-1, keep_dims=True)
        return self.weight * (x * ops.rsqrt(variance + self.eps))

class Block(nn.Cell):
    def __init__(self):
        super().__init__()
        self.norm = RMSNorm(H)
        self.up = nn.Dense(H, 4 * H, has_bias=False).to_float(ms.float16)
        self.down = nn.Dense(4 * H, H, has_bias=False).to_float(ms.float16)
    def construct(self, x):
        return x + self.down(ops.silu(self.up(self.norm(x))))

class TinyLlama(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embed = nn.Embedding(V, H, embedding_table="normal")
        self.layers = nn.CellList([Block() for _ in range(4)])
        self.norm = RMSNorm(H)
        self.lm_head = nn.Dense(H, V, has_bias=False).to_float(ms.float16)
    def construct(self, ids):
        # input embeddings scaled like the checkpoint we converted (embeddings were trained with large norm)
        x = (self.embed(ids) * 160.0).astype(ms.float16)
        for layer in self.layers:
            x = layer(x)
        return self.lm_head(self.norm(x)).astype(ms.float32)

net = TinyLlama()
for p in net.trainable_params():
    if p.dtype == ms.float32 and "embed" not in p.name:
        p.set_dtype(ms.float16)
loss_fn = nn.CrossEntropyLoss()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3)

def forward(ids, labels):
    logits = net(ids)
    return loss_fn(logits.reshape(-1, V), labels.reshape(-1))

grad_fn = ms.value_and_grad(forward, None, opt.parameters)
data = np.random.randint(0, V, (20, B, S + 1)).astype(np.int32)
for step in range(20):
    ids, labels = ms.Tensor(data[step, :, :-1]), ms.Tensor(data[step, :, 1:])
    loss, grads = grad_fn(ids, labels)
    gnorm = ops.sqrt(sum((g.astype(ms.float32) ** 2).sum() for g in grads))
    opt(grads)
    print(f"step {step:3d} | loss {loss.asnumpy():.4f} | grad_norm {gnorm.asnumpy():.4f}")
