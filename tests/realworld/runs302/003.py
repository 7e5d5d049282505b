"""Port of a small causal-LM attention block from Hugging Face modeling code to MindSpore (graph mode)."""
import math
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE, jit_config={"jit_level": "O0"})
ms.set_device("CPU")
ms.set_seed(1)
np.random.seed(1)

VOCAB, D, H, SEQ, BS = 256, 64, 4, 32, 8

class CausalSelfAttention(nn.Cell):
    def __init__(self):
        super().__init__()
        self.c_attn = nn.Dense(D, 3 * D)
        self.c_proj = nn.Dense(D, D)
        self.hd = D // H
        mask = np.tril(np.ones((SEQ, SEQ), np.float32))
        self.bias = ms.Tensor((1.0 - mask) * -1e9)

    def construct(self, x):
        b, t, c = x.shape
        qkv = self.c_attn(x)
        q, k, v = ops.split(qkv, D, axis=2)
        q = q.reshape(b, t, H, self.hd).swapaxes(1, 2)
        k = k.reshape(b, t, H, self.hd).swapaxes(1, 2)
        v = v.reshape(b, t, H, self.hd).swapaxes(1, 2)
        att = ops.matmul(q, k.swapaxes(-2, -1)) / math.sqrt(self.hd)
        del q, k  # free memory early, as in the original implementation
        att = ops.softmax(att + self.bias[:t, :t], axis=-1)
        y = ops.matmul(att, v).swapaxes(1, 2).reshape(b, t, c)
        return self.c_proj(y)

class Block(nn.Cell):
    def __init__(self):
        super().__init__()
        self.ln_1 = nn.LayerNorm((D,), epsilon=1e-5)
        self.attn = CausalSelfAttention()
        self.ln_2 = nn.LayerNorm((D,), epsilon=1e-5)
        self.mlp = nn.SequentialCell(nn.Dense(D, 4 * D), nn.GELU(approximate=False), nn.Dense(4 * D, D))
    def construct(self, x):
        x = x + self.attn(self.ln_1(x))
        return x + self.mlp(self.ln_2(x))

class TinyLM(nn.Cell):
    def __init__(self):
        super().__init__()
        self.wte = nn.Embedding(VOCAB, D)
        self.wpe = nn.Embedding(SEQ, D)
        self.blocks = nn.CellList([Block() for _ in range(2)])
        self.ln_f = nn.LayerNorm((D,), epsilon=1e-5)
        self.head = nn.Dense(D, VOCAB, has_bias=False)
    def construct(self, idx):
        pos = ops.arange(idx.shape[1])
        x = self.wte(idx) + self.wpe(pos)
        for blk in self.blocks:
            x = blk(x)
        return self.head(self.ln_f(x))

def gen():
    text = np.random.randint(0, VOCAB, 20000).astype(np.int32)
    for i in range(0, len(text) - SEQ - 1, SEQ):
        yield text[i:i + SEQ], text[i + 1:i + SEQ + 1]

model = TinyLM()
optimizer = nn.AdamWeightDecay(model.trainable_params(), learning_rate=3e-4, weight_decay=0.1)
loss_fn = nn.CrossEntropyLoss()

def forward_fn(x, y):
    logits = model(x)
    return loss_fn(logits.reshape(-1, VOCAB), y.reshape(-1))

grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters)

@ms.jit
def train_step(x, y):
    loss, grads = grad_fn(x, y)
    optimizer(grads)
    return loss

loader = ds.GeneratorDataset(gen, ["input_ids", "labels"], shuffle=True).batch(BS, drop_remainder=True)
print(f"steps per epoch: {loader.get_dataset_size()}")
model.set_train(True)
for epoch in range(2):
    for step, (x, y) in enumerate(loader.create_tuple_iterator()):
        loss = train_step(x, y)
        if step % 20 == 0:
            print(f"epoch {epoch} step {step:3d} loss {float(loss.asnumpy()):.4f}")
