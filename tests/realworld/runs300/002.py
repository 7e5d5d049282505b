# Port of a small text-classification loop to accelerate with gradient accumulation
import torch
from torch import nn
from torch.utils.data import TensorDataset, DataLoader
from accelerate import Accelerator
from accelerate.utils import set_seed

config = {
    "lr": 3e-4,
    "batch_size": 16,
    "epochs": 2,
    "gradient_accumulation_step": 4,
    "mixed_precision": "no",
}
print("config:", config)

set_seed(0)
vocab, seq, n = 500, 32, 1024
ids = torch.randint(0, vocab, (n, seq))
labels = (ids[:, :4].sum(dim=1) % 2).long()
loader = DataLoader(TensorDataset(ids, labels), batch_size=config["batch_size"], shuffle=True)

class Classifier(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(vocab, 64)
        layer = nn.TransformerEncoderLayer(64, 4, 128, batch_first=True)
        self.enc = nn.TransformerEncoder(layer, 2)
        self.head = nn.Linear(64, 2)
    def forward(self, x):
        return self.head(self.enc(self.emb(x)).mean(dim=1))

model = Classifier()
optimizer = torch.optim.AdamW(model.parameters(), lr=config["lr"])
accelerator = Accelerator(
    gradient_accumulation_step=config["gradient_accumulation_step"],
    mixed_precision=config["mixed_precision"],
)
model, optimizer, loader = accelerator.prepare(model, optimizer, loader)

for epoch in range(config["epochs"]):
    for step, (x, y) in enumerate(loader):
        with accelerator.accumulate(model):
            loss = nn.functional.cross_entropy(model(x), y)
            accelerator.backward(loss)
            optimizer.step()
            optimizer.zero_grad()
        if step % 16 == 0:
            accelerator.print(f"epoch {epoch} step {step} loss {loss.item():.4f}")
