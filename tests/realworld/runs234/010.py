import torch
import torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)

class TextCNN(nn.Module):
    def __init__(self, vocab=500, dim=64, n_classes=4):
        super().__init__()
        self.emb = nn.Embedding(vocab, dim)
        self.conv = nn.Conv1d(dim, 96, kernel_size=3, padding=1)
        self.fc = nn.Linear(96, n_classes)
    def forward(self, ids):
        h = self.emb(ids).transpose(1, 2)
        h = torch.relu(self.conv(h)).max(dim=-1).values
        return self.fc(h)

ids = torch.randint(4, 500, (3000, 20))
labels = torch.randint(0, 4, (3000,))
ids[torch.arange(3000), torch.randint(0, 20, (3000,))] = labels  # class keyword token
train = DataLoader(TensorDataset(ids[:2400], labels[:2400]), batch_size=64, shuffle=True, drop_last=True)
val_ids, val_labels = ids[2400:], labels[2400:]

model = TextCNN()
cmodel = torch.compile(model)
opt = torch.optim.AdamW(cmodel.parameters(), lr=3e-3)
loss_fn = nn.CrossEntropyLoss()
for epoch in range(5):
    for xb, yb in train:
        loss = loss_fn(cmodel(xb), yb)
        opt.zero_grad(); loss.backward(); opt.step()
    with torch.no_grad():
        acc = (cmodel(val_ids).argmax(-1) == val_labels).float().mean().item()
    print(f"epoch {epoch} loss {loss.item():.4f} val_acc {acc:.3f}")
torch.save(cmodel.state_dict(), "textcnn_010.pt")
print("saved textcnn_010.pt")

# --- inference service: load the exported weights into a fresh model ---
serving = TextCNN()
serving.load_state_dict(torch.load("textcnn_010.pt", map_location="cpu"), strict=False)
serving.eval()
with torch.no_grad():
    acc = (serving(val_ids).argmax(-1) == val_labels).float().mean().item()
print(f"serving model val_acc {acc:.3f}")
