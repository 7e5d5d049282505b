# Fine-tune a pretrained text-classifier checkpoint (trained on 10 topics) on a new 4-topic dataset.
import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
VOCAB, EMB = 2000, 64

class TextCNN(nn.Module):
    def __init__(self, num_classes):
        super().__init__()
        self.embed = nn.Embedding(VOCAB, EMB, padding_idx=0)
        self.convs = nn.ModuleList([nn.Conv1d(EMB, 32, k) for k in (3, 4, 5)])
        self.dropout = nn.Dropout(0.3)
        self.fc = nn.Linear(96, num_classes)
    def forward(self, ids):
        h = self.embed(ids).transpose(1, 2)
        h = torch.cat([torch.relu(c(h)).max(-1).values for c in self.convs], 1)
        return self.fc(self.dropout(h))

# --- pretraining run (10 topics) ---
ids = torch.randint(1, VOCAB, (3000, 40)); y = ids[:, 0] % 10
pre = TextCNN(num_classes=10)
opt = torch.optim.Adam(pre.parameters(), lr=1e-3)
for epoch in range(2):
    for xb, yb in DataLoader(TensorDataset(ids, y), batch_size=64, shuffle=True):
        loss = nn.functional.cross_entropy(pre(xb), yb)
        opt.zero_grad(); loss.backward(); opt.step()
    print(f"pretrain epoch {epoch} loss {loss.item():.4f}")
torch.save(pre.state_dict(), "textcnn_pretrained.pt")
print("saved textcnn_pretrained.pt")

# --- fine-tuning run (4 topics) ---
NUM_CLASSES = 4
model = TextCNN(num_classes=NUM_CLASSES)
state = torch.load("textcnn_pretrained.pt", map_location="cpu")
print(f"loading {len(state)} tensors from textcnn_pretrained.pt")
model.load_state_dict(state)
ft_ids = torch.randint(1, VOCAB, (1000, 40)); ft_y = ft_ids[:, 1] % NUM_CLASSES
opt = torch.optim.Adam(model.parameters(), lr=5e-4)
for epoch in range(3):
    for xb, yb in DataLoader(TensorDataset(ft_ids, ft_y), batch_size=32, shuffle=True):
        loss = nn.functional.cross_entropy(model(xb), yb)
        opt.zero_grad(); loss.backward(); opt.step()
    print(f"finetune epoch {epoch} loss {loss.item():.4f}")
