# Train a topic classifier (custom head on BertModel), export it as an HF folder, reload it for serving/eval.
import os, json, torch, torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset
from safetensors.torch import save_file
from transformers import BertConfig, BertModel, BertForSequenceClassification

torch.manual_seed(0)
cfg = BertConfig(vocab_size=200, hidden_size=32, num_hidden_layers=2, num_attention_heads=2,
                 intermediate_size=64, max_position_embeddings=32, num_labels=3)

def make(n):
    y = torch.randint(0, 3, (n,))
    x = torch.randint(10, 200, (n, 16))
    x[:, 1:4] = (y[:, None] + 3 * torch.randint(0, 3, (n, 3)) + 1)
    x[:, 0] = 2
    return x, y

class TopicClassifier(nn.Module):
    def __init__(self, cfg):
        super().__init__()
        self.encoder = BertModel(cfg)
        self.dropout = nn.Dropout(cfg.hidden_dropout_prob)
        self.classifier = nn.Linear(cfg.hidden_size, cfg.num_labels)
    def forward(self, input_ids):
        return self.classifier(self.dropout(self.encoder(input_ids=input_ids).pooler_output))

xtr, ytr = make(1024); xva, yva = make(300)
model = TopicClassifier(cfg)
opt = torch.optim.AdamW(model.parameters(), lr=1e-3)
for epoch in range(4):
    model.train(); tot = 0.0
    for xb, yb in DataLoader(TensorDataset(xtr, ytr), batch_size=32, shuffle=True):
        loss = nn.functional.cross_entropy(model(xb), yb)
        opt.zero_grad(); loss.backward(); opt.step(); tot += loss.item()
    model.eval()
    with torch.no_grad():
        acc = (model(xva).argmax(-1) == yva).float().mean().item()
    print(f"epoch {epoch} train_loss {tot/32:.4f} val_acc {acc:.3f}")

# export in HF format so the serving side can use BertForSequenceClassification.from_pretrained
out_dir = "topic-bert-export"
os.makedirs(out_dir, exist_ok=True)
cfg.save_pretrained(out_dir)
save_file({k: v.contiguous() for k, v in model.state_dict().items()}, os.path.join(out_dir, "model.safetensors"), metadata={"format": "pt"})
print(f"exported to {out_dir}")

served = BertForSequenceClassification.from_pretrained(out_dir)
served.eval()
with torch.no_grad():
    logits = served(input_ids=xva).logits
print(f"reloaded model val_acc {(logits.argmax(-1) == yva).float().mean().item():.3f}")
