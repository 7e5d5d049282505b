import os, torch, torch.nn as nn
from torch.utils.data import TensorDataset, DataLoader
from safetensors.torch import save_file
from transformers import BertConfig, BertModel, BertForSequenceClassification

torch.manual_seed(0)
V, L = 200, 20
def make(n):
    ids = torch.randint(5, V, (n, L)); ids[:, 0] = 1
    y = torch.randint(0, 2, (n,))
    pos = torch.randint(1, L, (n,))
    ids[y == 1, pos[y == 1]] = 3          # class 1 sequences contain the marker token
    ids[y == 0] = torch.where(ids[y == 0] == 3, 4, ids[y == 0])
    return ids, y
Xtr, ytr = make(2048); Xte, yte = make(512)

cfg = BertConfig(vocab_size=V, hidden_size=64, num_hidden_layers=2, num_attention_heads=4,
                 intermediate_size=128, max_position_embeddings=32, num_labels=2)

class TextClassifier(nn.Module):
    def __init__(self, cfg):
        super().__init__()
        self.backbone = BertModel(cfg)
        self.dropout = nn.Dropout(cfg.hidden_dropout_prob)
        self.classifier = nn.Linear(cfg.hidden_size, cfg.num_labels)
    def forward(self, input_ids):
        return self.classifier(self.dropout(self.backbone(input_ids=input_ids).pooler_output))

model = TextClassifier(cfg)
opt = torch.optim.AdamW(model.parameters(), lr=1e-3)
dl = DataLoader(TensorDataset(Xtr, ytr), batch_size=64, shuffle=True)
for epoch in range(3):
    model.train(); correct = 0
    for x, y in dl:
        logits = model(x); loss = nn.functional.cross_entropy(logits, y)
        opt.zero_grad(); loss.backward(); opt.step()
        correct += (logits.argmax(-1) == y).sum().item()
    print(f"epoch {epoch} loss {loss.item():.4f} train_acc {correct/len(ytr):.4f}")

@torch.no_grad()
def evaluate(fn):
    return (fn(Xte).argmax(-1) == yte).float().mean().item()
model.eval()
print(f"test_acc (in-memory model) {evaluate(model):.4f}")

# export in HF layout so the serving side can use from_pretrained
os.makedirs("export_008", exist_ok=True)
cfg.save_pretrained("export_008")
save_file({k: v.contiguous() for k, v in model.state_dict().items()}, "export_008/model.safetensors",
          metadata={"format": "pt"})
print("exported to export_008/")

served = BertForSequenceClassification.from_pretrained("export_008")
served.eval()
print(f"test_acc (exported model) {evaluate(lambda x: served(input_ids=x).logits):.4f}")
