"""Parity check: hand-written PyTorch port of a tiny BERT classifier vs the HF reference implementation.
Both start from the same weights and see the same batches; the port uses the migrated recipe's training settings."""
import math
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers import BertConfig, BertForSequenceClassification

torch.manual_seed(0)
cfg = BertConfig(vocab_size=500, hidden_size=128, num_hidden_layers=2, num_attention_heads=4,
                 intermediate_size=256, max_position_embeddings=64, num_labels=3,
                 hidden_dropout_prob=0.0, attention_probs_dropout_prob=0.0)
ref = BertForSequenceClassification(cfg)


class Layer(nn.Module):
    def __init__(self, c):
        super().__init__()
        h = c.hidden_size
        self.nh, self.hd = c.num_attention_heads, h // c.num_attention_heads
        self.q, self.k, self.v, self.o = (nn.Linear(h, h) for _ in range(4))
        self.ln1 = nn.LayerNorm(h, eps=c.layer_norm_eps)
        self.fc1, self.fc2 = nn.Linear(h, c.intermediate_size), nn.Linear(c.intermediate_size, h)
        self.ln2 = nn.LayerNorm(h, eps=c.layer_norm_eps)

    def forward(self, x):
        B, L, H = x.shape
        split = lambda t: t.view(B, L, self.nh, self.hd).transpose(1, 2)
        q, k, v = split(self.q(x)), split(self.k(x)), split(self.v(x))
        att = torch.softmax(q @ k.transpose(-1, -2) / math.sqrt(self.hd), dim=-1)
        a = (att @ v).transpose(1, 2).reshape(B, L, H)
        x = self.ln1(x + self.o(a))
        return self.ln2(x + self.fc2(F.gelu(self.fc1(x))))


class PortBert(nn.Module):
    def __init__(self, c):
        super().__init__()
        self.word = nn.Embedding(c.vocab_size, c.hidden_size)
        self.pos = nn.Embedding(c.max_position_embeddings, c.hidden_size)
        self.typ = nn.Embedding(c.type_vocab_size, c.hidden_size)
        self.ln = nn.LayerNorm(c.hidden_size, eps=c.layer_norm_eps)
        self.layers = nn.ModuleList(Layer(c) for _ in range(c.num_hidden_layers))
        self.pool = nn.Linear(c.hidden_size, c.hidden_size)
        self.cls = nn.Linear(c.hidden_size, c.num_labels)

    def forward(self, ids):
        pos = torch.arange(ids.size(1))
        x = self.ln(self.word(ids) + self.pos(pos) + self.typ(torch.zeros_like(ids)))
        for layer in self.layers:
            x = layer(x)
        return self.cls(torch.tanh(self.pool(x[:, 0])))


def convert(hf_sd):
    m = {"bert.embeddings.word_embeddings": "word", "bert.embeddings.position_embeddings": "pos",
         "bert.embeddings.token_type_embeddings": "typ", "bert.embeddings.LayerNorm": "ln",
         "bert.pooler.dense": "pool", "classifier": "cls"}
    for i in range(cfg.num_hidden_layers):
        p = f"bert.encoder.layer.{i}."
        m.update({p + "attention.self.query": f"layers.{i}.q", p + "attention.self.key": f"layers.{i}.k",
                  p + "attention.self.value": f"layers.{i}.v", p + "attention.output.dense": f"layers.{i}.o",
                  p + "attention.output.LayerNorm": f"layers.{i}.ln1", p + "intermediate.dense": f"layers.{i}.fc1",
                  p + "output.dense": f"layers.{i}.fc2", p + "output.LayerNorm": f"layers.{i}.ln2"})
    out = {}
    for k, v in hf_sd.items():
        mod, _, leaf = k.rpartition(".")
        if mod in m:
            out[f"{m[mod]}.{leaf}"] = v.clone()
    return out


port = PortBert(cfg)
print(port.load_state_dict(convert(ref.state_dict()), strict=True))

# migrated recipe settings
PORT_AMP_DTYPE = torch.bfloat16
LR, STEPS, BATCH, SEQ = 0.1, 60, 16, 32

g = torch.Generator().manual_seed(7)
batches = []
for _ in range(STEPS):
    ids = torch.randint(0, cfg.vocab_size, (BATCH, SEQ), generator=g)
    batches.append((ids, ids[:, 0] % 3))

ref.train(); port.train()
opt_ref = torch.optim.SGD(ref.parameters(), lr=LR, momentum=0.9)
opt_port = torch.optim.SGD(port.parameters(), lr=LR, momentum=0.9)
with torch.no_grad():
    lr_logits = ref(input_ids=batches[0][0]).logits
    with torch.autocast("cpu", dtype=PORT_AMP_DTYPE):
        lp_logits = port(batches[0][0])
    print(f"step 0 logits max_abs_diff {(lr_logits - lp_logits.float()).abs().max().item():.3e} "
          f"mean_abs_diff {(lr_logits - lp_logits.float()).abs().mean().item():.3e}")

for step, (ids, y) in enumerate(batches, 1):
    loss_ref = F.cross_entropy(ref(input_ids=ids).logits, y)
    opt_ref.zero_grad(); loss_ref.backward(); opt_ref.step()
    with torch.autocast("cpu", dtype=PORT_AMP_DTYPE):
        logits = port(ids)
    loss_port = F.cross_entropy(logits.float(), y)
    opt_port.zero_grad(); loss_port.backward(); opt_port.step()
    if step % 5 == 0:
        print(f"step {step:3d} loss_ref {loss_ref.item():.6f} loss_port {loss_port.item():.6f} "
              f"abs_diff {abs(loss_ref.item() - loss_port.item()):.3e}")

with torch.no_grad():
    ids = batches[-1][0]
    d = (ref(input_ids=ids).logits - port(ids)).abs().max().item()
print(f"final fp32 logits max_abs_diff {d:.3e}")
