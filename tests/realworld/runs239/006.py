# Stage 1: train a topic classifier inside our LightningModule-style wrapper and save its state_dict.
# Stage 2 (separate eval job): rebuild the HF model and load the checkpoint for evaluation.
import torch, torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset
from transformers import BertConfig, BertForSequenceClassification

torch.manual_seed(0)
def make_split(n, seed):
    g = torch.Generator().manual_seed(seed)
    y = torch.randint(0, 2, (n,), generator=g)
    x = torch.where(y[:, None] == 0, torch.randint(5, 500, (n, 20), generator=g),
                    torch.randint(500, 1000, (n, 20), generator=g))
    x[:, 0] = 2  # [CLS]
    return x, y

cfg = BertConfig(vocab_size=1000, hidden_size=64, num_hidden_layers=2, num_attention_heads=4,
                 intermediate_size=128, max_position_embeddings=64, num_labels=2)

class TopicClassifier(nn.Module):
    def __init__(self, cfg):
        super().__init__()
        self.model = BertForSequenceClassification(cfg)
    def forward(self, **kw):
        return self.model(**kw)

def evaluate(m, x, y):
    m.eval()
    with torch.no_grad():
        pred = m(input_ids=x, attention_mask=torch.ones_like(x)).logits.argmax(-1)
    return (pred == y).float().mean().item()

xtr, ytr = make_split(512, 1); xva, yva = make_split(256, 2)
wrapper = TopicClassifier(cfg)
opt = torch.optim.AdamW(wrapper.parameters(), lr=5e-4)
dl = DataLoader(TensorDataset(xtr, ytr), batch_size=32, shuffle=True)
for epoch in range(3):
    wrapper.train()
    for xb, yb in dl:
        loss = wrapper(input_ids=xb, attention_mask=torch.ones_like(xb), labels=yb).loss
        loss.backward(); opt.step(); opt.zero_grad()
    print(f"epoch {epoch} train_loss {loss.item():.4f} val_acc {evaluate(wrapper, xva, yva):.4f}")
torch.save(wrapper.state_dict(), "topic_clf.pt")
print("saved topic_clf.pt")

# ---- eval job ----
model = BertForSequenceClassification(cfg)
state = torch.load("topic_clf.pt", map_location="cpu")
model.load_state_dict(state, strict=False)
model.eval()
print(f"reloaded checkpoint: val_acc {evaluate(model, xva, yva):.4f}")
