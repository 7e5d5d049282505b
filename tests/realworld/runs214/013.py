# Fine-tune the HF GPT-2 style checkpoint in MindSpore (PYNATIVE for easier debugging).
import math
import numpy as np
import mindspore as ms
from mindspore import nn, ops, amp
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(7)
np.random.seed(7)

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
        scores = ops.matmul(q, k.swapaxes(-1, -2)) * self.scale
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


from safetensors.numpy import load_file

CONV1D = ("attn.c_attn.weight", "attn.c_proj.weight", "mlp.c_fc.weight", "mlp.c_proj.weight")
RENAME = [("transformer.", ""), ("h.", "blocks."), ("ln_1.weight", "ln1.gamma"), ("ln_1.bias", "ln1.beta"),
          ("ln_2.weight", "ln2.gamma"), ("ln_2.bias", "ln2.beta"), ("ln_f.weight", "ln_f.gamma"), ("ln_f.bias", "ln_f.beta"),
          ("attn.c_attn", "attn.qkv"), ("attn.c_proj", "attn.proj"), ("mlp.c_fc", "mlp.0"), ("mlp.c_proj", "mlp.2"),
          ("wte.weight", "wte.embedding_table"), ("wpe.weight", "wpe.embedding_table")]

def convert_hf_to_ms(path):
    state = load_file(path)
    out = {}
    for name, value in state.items():
        new = name
        for a, b in RENAME:
            new = new.replace(a, b)
        if name.endswith(CONV1D):
            value = value.T  # HF Conv1D stores [in, out]; nn.Dense wants [out, in]
        out[new] = ms.Parameter(ms.Tensor(np.ascontiguousarray(value)), name=new)
    return out

model = TinyGPT()
params = convert_hf_to_ms("tiny-gpt2-hf/model.safetensors")
print(f"converted {len(params)} tensors from tiny-gpt2-hf/model.safetensors")
param_not_load, _ = ms.load_param_into_net(model, params, strict_load=True)
print(f"parameters not loaded: {param_not_load}")
net_with_loss = LMWithLoss(model)

train_ds = ds.GeneratorDataset(SyntheticLMData(n=512), column_names=["input_ids", "labels"], shuffle=True).batch(BATCH, drop_remainder=True)
eval_ds = ds.GeneratorDataset(SyntheticLMData(n=128), column_names=["input_ids", "labels"], shuffle=False).batch(BATCH)

def evaluate():
    net_with_loss.set_train(False)
    losses = [float(net_with_loss(ids, labels)) for ids, labels in eval_ds.create_tuple_iterator()]
    net_with_loss.set_train(True)
    return sum(losses) / len(losses)

print(f"eval loss before fine-tuning: {evaluate():.4f}")
optimizer = nn.AdamWeightDecay(model.trainable_params(), learning_rate=5e-4, weight_decay=0.0)
grad_fn = ms.value_and_grad(net_with_loss, None, optimizer.parameters)

def train_step(ids, labels):
    loss, grads = grad_fn(ids, labels)
    grads = ops.clip_by_global_norm(grads, 1.0)
    optimizer(grads)
    return loss

net_with_loss.set_train(True)
for epoch in range(2):
    for step, (ids, labels) in enumerate(train_ds.create_tuple_iterator()):
        loss = train_step(ids, labels)
        if step % 8 == 0:
            print(f"epoch {epoch} step {step} loss {float(loss):.4f}")
    print(f"epoch {epoch} eval loss {evaluate():.4f}")
ms.save_checkpoint(model, "tiny-gpt2-ms-finetuned.ckpt")
print("saved tiny-gpt2-ms-finetuned.ckpt")
