# Tiny GPT-style causal LM fine-tune, ported from a PyTorch/HF training loop.
import math
import numpy as np
import mindspore as ms
from mindspore import nn, ops, amp
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
ms.set_seed(42)
np.random.seed(42)

VOCAB, SEQ, HIDDEN, HEADS, LAYERS, BATCH = 96, 32, 64, 4, 2, 16

class SyntheticLMData:
    """Sequences that follow a fixed bigram rule with noise, so the LM has something to learn."""
    def __init__(self, n=1024):
        self.n = n
        rng = np.random.RandomState(0)
        self.next_tok = rng.randint(0, VOCAB, size=VOCAB)
        self.data = []
        for _ in range(n):
            s = [rng.randint(VOCAB)]
            for _ in range(SEQ):
                s.append(self.next_tok[s[-1]] if rng.rand() < 0.9 else rng.randint(VOCAB))
            self.data.append(np.array(s, dtype=np.int32))
    def __getitem__(self, i):
        s = self.data[i]
        return s[:-1], s[1:]
    def __len__(self):
        return self.n

class Attention(nn.Cell):
    def __init__(self):
        super().__init__()
        self.head_dim = HIDDEN // HEADS
        self.qkv = nn.Dense(HIDDEN, 3 * HIDDEN)
        self.proj = nn.Dense(HIDDEN, HIDDEN)
        self.scale = 1.0 / math.sqrt(self.head_dim)
        mask = np.triu(np.ones((SEQ, SEQ), np.float32), k=1) * -10000.0
        self.causal_mask = ms.Tensor(mask)
    def construct(self, x):
        b, s, _ = x.shape
        qkv = self.qkv(x).reshape(b, s, 3, HEADS, self.head_dim).transpose(2, 0, 3, 1, 4)
        q, k, v = qkv[0], qkv[1], qkv[2]
        scores = ops.matmul(q, k) * self.scale
        scores = scores + self.causal_mask.astype(scores.dtype)
        probs = ops.softmax(scores, axis=-1)
        out = ops.matmul(probs, v).transpose(0, 2, 1, 3).reshape(b, s, HIDDEN)
        return self.proj(out)

class Block(nn.Cell):
    def __init__(self):
        super().__init__()
        self.ln1 = nn.LayerNorm((HIDDEN,))
        self.attn = Attention()
        self.ln2 = nn.LayerNorm((HIDDEN,))
        self.mlp = nn.SequentialCell(nn.Dense(HIDDEN, 4 * HIDDEN), nn.GELU(), nn.Dense(4 * HIDDEN, HIDDEN))
    def construct(self, x):
        x = x + self.attn(self.ln1(x))
        return x + self.mlp(self.ln2(x))

class TinyGPT(nn.Cell):
    def __init__(self):
        super().__init__()
        self.wte = nn.Embedding(VOCAB, HIDDEN)
        self.wpe = nn.Embedding(SEQ, HIDDEN)
        self.blocks = nn.CellList([Block() for _ in range(LAYERS)])
        self.ln_f = nn.LayerNorm((HIDDEN,))
        self.lm_head = nn.Dense(HIDDEN, VOCAB, has_bias=False)
        self.pos = ms.Tensor(np.arange(SEQ, dtype=np.int32))
    def construct(self, input_ids):
        h = self.wte(input_ids) + self.wpe(self.pos)
        for blk in self.blocks:
            h = blk(h)
        return self.lm_head(self.ln_f(h))

class LMWithLoss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.loss = nn.CrossEntropyLoss()
    def construct(self, input_ids, labels):
        logits = self.net(input_ids).astype(ms.float32)
        return self.loss(logits.reshape(-1, VOCAB), labels.reshape(-1))

dataset = ds.GeneratorDataset(SyntheticLMData(), column_names=["input_ids", "labels"], shuffle=True)
dataset = dataset.batch(BATCH, drop_remainder=True)

model = TinyGPT()
model = amp.auto_mixed_precision(model, "O2")
net_with_loss = LMWithLoss(model)
optimizer = nn.AdamWeightDecay(model.trainable_params(), learning_rate=3e-3, weight_decay=0.01)
loss_scaler = amp.DynamicLossScaler(scale_value=2**12, scale_factor=2, scale_window=50)

def forward_fn(ids, labels):
    loss = net_with_loss(ids, labels)
    return loss_scaler.scale(loss)

grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters)

@ms.jit
def train_step(ids, labels):
    scaled_loss, grads = grad_fn(ids, labels)
    loss = loss_scaler.unscale(scaled_loss)
    grads = loss_scaler.unscale(grads)
    finite = amp.all_finite(grads)
    loss_scaler.adjust(finite)
    if finite:
        grads = ops.clip_by_global_norm(grads, 1.0)
        optimizer(grads)
    return loss, finite

net_with_loss.set_train()
for epoch in range(3):
    for step, (ids, labels) in enumerate(dataset.create_tuple_iterator()):
        loss, finite = train_step(ids, labels)
        if step % 16 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f} grads_finite {bool(finite.asnumpy())} loss_scale {loss_scaler.scale_value.asnumpy():.1f}")
print("done")
