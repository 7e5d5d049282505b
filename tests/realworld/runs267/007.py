import os, torch, torch.nn as nn
from transformers import BertConfig, BertForSequenceClassification, logging as hf_logging
hf_logging.set_verbosity_warning()
torch.manual_seed(0)
VOCAB, L = 500, 24
def make_batch(n, g):
    ids = torch.randint(5, VOCAB, (n, L), generator=g)
    labels = torch.randint(0, 2, (n,), generator=g)
    ids[:, 0] = 1 + labels  # sentiment marker token (1=neg, 2=pos) from the preprocessing step
    return ids, labels

class LitClassifier(nn.Module):
    """training wrapper used by the old trainer"""
    def __init__(self, cfg):
        super().__init__()
        self.model = BertForSequenceClassification(cfg)
    def forward(self, **kw):
        return self.model(**kw)

cfg = BertConfig(vocab_size=VOCAB, hidden_size=64, num_hidden_layers=2, num_attention_heads=4, intermediate_size=128, num_labels=2)
lit = LitClassifier(cfg)
opt = torch.optim.AdamW(lit.parameters(), lr=1e-3)
g = torch.Generator().manual_seed(1)
lit.train()
for step in range(150):
    ids, labels = make_batch(32, g)
    out = lit(input_ids=ids, labels=labels)
    opt.zero_grad(); out.loss.backward(); opt.step()
    if step % 25 == 0:
        print(f"train step {step} loss {out.loss.item():.4f}")
@torch.no_grad()
def evaluate(m):
    m.eval(); g2 = torch.Generator().manual_seed(99); correct = 0
    for _ in range(10):
        ids, labels = make_batch(100, g2)
        correct += (m(input_ids=ids).logits.argmax(-1) == labels).sum().item()
    return correct / 1000
print(f"eval accuracy (trainer) {evaluate(lit):.3f}")
# export for the HF serving stack
os.makedirs("export_cls", exist_ok=True)
cfg.save_pretrained("export_cls")
torch.save(lit.state_dict(), "export_cls/pytorch_model.bin")
print("exported to export_cls/")
served = BertForSequenceClassification.from_pretrained("export_cls")
print(f"eval accuracy (served model) {evaluate(served):.3f}")
