# Small ViT image classifier on synthetic 32x32 images; save_pretrained / from_pretrained round trip
import torch
from torch.utils.data import DataLoader, TensorDataset
from transformers import ViTConfig, ViTForImageClassification

torch.manual_seed(0)
def make(n, seed):
    g = torch.Generator().manual_seed(seed)
    y = torch.randint(0, 4, (n,), generator=g)
    x = torch.randn(n, 3, 32, 32, generator=g) * 0.5
    for c in range(4):  # each class has a bright quadrant
        r, col = divmod(c, 2)
        x[y == c, :, r * 16:(r + 1) * 16, col * 16:(col + 1) * 16] += 1.0
    return x, y

cfg = ViTConfig(image_size=32, patch_size=8, num_channels=3, hidden_size=64, num_hidden_layers=2,
                num_attention_heads=4, intermediate_size=128, num_labels=4)
model = ViTForImageClassification(cfg)
xtr, ytr = make(1024, 1); xva, yva = make(256, 2)
dl = DataLoader(TensorDataset(xtr, ytr), batch_size=64, shuffle=True)
opt = torch.optim.AdamW(model.parameters(), lr=1e-3)

def evaluate(m):
    m.eval()
    with torch.no_grad():
        return (m(pixel_values=xva).logits.argmax(-1) == yva).float().mean().item()

for epoch in range(4):
    model.train()
    for xb, yb in dl:
        loss = model(pixel_values=xb, labels=yb).loss
        loss.backward(); opt.step(); opt.zero_grad()
    print(f"epoch {epoch} train_loss {loss.item():.4f} val_acc {evaluate(model):.4f}")
model.save_pretrained("vit_quadrants")
reloaded = ViTForImageClassification.from_pretrained("vit_quadrants")
print(f"reloaded val_acc {evaluate(reloaded):.4f}")
