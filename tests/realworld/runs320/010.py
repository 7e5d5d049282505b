# migrate our in-house PyTorch encoder to transformers' BertModel and check numerical parity
import math
from functools import partial
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers import BertConfig, BertModel

torch.manual_seed(0)
V, D, H, L, FF, P, NC = 1000, 128, 4, 4, 512, 64, 3


class InHouseEncoder(nn.Module):
    def __init__(self):
        super().__init__()
        self.tok = nn.Embedding(V, D)
        self.pos = nn.Embedding(P, D)
        self.ln = nn.LayerNorm(D, eps=1e-12)
        layer = nn.TransformerEncoderLayer(D, H, FF, dropout=0.0, activation=partial(F.gelu, approximate="tanh"),
                                           layer_norm_eps=1e-12, batch_first=True)
        self.enc = nn.TransformerEncoder(layer, L, enable_nested_tensor=False)
        self.cls = nn.Linear(D, NC)

    def forward(self, ids):
        pos = torch.arange(ids.shape[1]).unsqueeze(0)
        h = self.enc(self.ln(self.tok(ids) + self.pos(pos)))
        return self.cls(h[:, 0])


class HFEncoder(nn.Module):
    def __init__(self):
        super().__init__()
        cfg = BertConfig(vocab_size=V, hidden_size=D, num_hidden_layers=L, num_attention_heads=H,
                         intermediate_size=FF, max_position_embeddings=P, type_vocab_size=1,
                         hidden_dropout_prob=0.0, attention_probs_dropout_prob=0.0, layer_norm_eps=1e-12)
        self.bert = BertModel(cfg, add_pooling_layer=False)
        self.cls = nn.Linear(D, NC)

    def forward(self, ids):
        return self.cls(self.bert(input_ids=ids).last_hidden_state[:, 0])


def convert(ref, hf):
    sd = {}
    sd["bert.embeddings.word_embeddings.weight"] = ref.tok.weight
    sd["bert.embeddings.position_embeddings.weight"] = ref.pos.weight
    sd["bert.embeddings.token_type_embeddings.weight"] = torch.zeros(1, D)
    sd["bert.embeddings.LayerNorm.weight"] = ref.ln.weight
    sd["bert.embeddings.LayerNorm.bias"] = ref.ln.bias
    for i, lyr in enumerate(ref.enc.layers):
        p = f"bert.encoder.layer.{i}."
        qw, kw, vw = lyr.self_attn.in_proj_weight.chunk(3)
        qb, kb, vb = lyr.self_attn.in_proj_bias.chunk(3)
        sd[p + "attention.self.query.weight"], sd[p + "attention.self.query.bias"] = qw, qb
        sd[p + "attention.self.key.weight"], sd[p + "attention.self.key.bias"] = kw, kb
        sd[p + "attention.self.value.weight"], sd[p + "attention.self.value.bias"] = vw, vb
        sd[p + "attention.output.dense.weight"] = lyr.self_attn.out_proj.weight
        sd[p + "attention.output.dense.bias"] = lyr.self_attn.out_proj.bias
        sd[p + "attention.output.LayerNorm.weight"], sd[p + "attention.output.LayerNorm.bias"] = lyr.norm1.weight, lyr.norm1.bias
        sd[p + "intermediate.dense.weight"], sd[p + "intermediate.dense.bias"] = lyr.linear1.weight, lyr.linear1.bias
        sd[p + "output.dense.weight"], sd[p + "output.dense.bias"] = lyr.linear2.weight, lyr.linear2.bias
        sd[p + "output.LayerNorm.weight"], sd[p + "output.LayerNorm.bias"] = lyr.norm2.weight, lyr.norm2.bias
    sd["cls.weight"], sd["cls.bias"] = ref.cls.weight, ref.cls.bias
    missing, unexpected = hf.load_state_dict({k: v.detach().clone() for k, v in sd.items()}, strict=True), None
    print(f"converted {len(sd)} tensors")


ref = InHouseEncoder()
hf = HFEncoder()
convert(ref, hf)
ref.eval(); hf.eval()

ids = torch.randint(0, V, (8, 48))
with torch.no_grad():
    e_ref = ref.ln(ref.tok(ids) + ref.pos(torch.arange(48).unsqueeze(0)))
    e_hf = hf.bert.embeddings(input_ids=ids)
    print(f"embeddings max_abs_diff {(e_ref - e_hf).abs().max().item():.3e}")
    h_ref, h_hf = e_ref, e_hf
    for i in range(L):
        h_ref = ref.enc.layers[i](h_ref)
        h_hf = hf.bert.encoder.layer[i](h_hf)
        print(f"layer {i} max_abs_diff {(h_ref - h_hf).abs().max().item():.3e}")
    o_ref, o_hf = ref(ids), hf(ids)
    print(f"logits max_abs_diff {(o_ref - o_hf).abs().max().item():.3e} allclose(atol=1e-5) {torch.allclose(o_ref, o_hf, atol=1e-5)}")

# short training parity: identical batches, identical optimiser settings
ref.train(); hf.train()
opt_r = torch.optim.AdamW(ref.parameters(), lr=1e-3)
opt_h = torch.optim.AdamW(hf.parameters(), lr=1e-3)
g = torch.Generator().manual_seed(123)
for step in range(60):
    x = torch.randint(0, V, (16, 48), generator=g)
    y = x[:, 1] % NC
    lr_ = F.cross_entropy(ref(x), y)
    lh = F.cross_entropy(hf(x), y)
    opt_r.zero_grad(); lr_.backward(); opt_r.step()
    opt_h.zero_grad(); lh.backward(); opt_h.step()
    if step % 5 == 0:
        print(f"step {step} ref_loss {lr_.item():.6f} hf_loss {lh.item():.6f} rel_diff {abs(lr_.item() - lh.item()) / lr_.item():.2e}")
