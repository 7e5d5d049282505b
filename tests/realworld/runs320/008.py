# train a text classifier wrapped with pooling, checkpoint it, reload it in the serving process
import torch
import torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset
from transformers import BertConfig, BertModel

torch.manual_seed(0)
cfg = BertConfig(vocab_size=300, hidden_size=64, num_hidden_layers=2, num_attention_heads=2,
                 intermediate_size=128, max_position_embeddings=40)


class MeanPoolClassifier(nn.Module):
    def __init__(self, cfg, n_labels):
        super().__init__()
        self.encoder = BertModel(cfg, add_pooling_layer=False)
        self.classifier = nn.Linear(cfg.hidden_size, n_labels)

    def forward(self, input_ids, attention_mask):
        h = self.encoder(input_ids=input_ids, attention_mask=attention_mask).last_hidden_state
        m = attention_mask.unsqueeze(-1).float()
        return self.classifier((h * m).sum(1) / m.sum(1))


def make(n, g):
    ids = torch.randint(10, 300, (n, 24), generator=g)
    y = (ids < 150).float().mean(1).gt(0.5).long()
    return ids, torch.ones_like(ids), y

g = torch.Generator().manual_seed(1)
train = TensorDataset(*make(2000, g))
test = TensorDataset(*make(500, g))


def accuracy(model, ds):
    model.eval()
    with torch.no_grad():
        ids, mask, y = ds.tensors
        return (model(ids, mask).argmax(1) == y).float().mean().item()


model = MeanPoolClassifier(cfg, 2)
opt = torch.optim.AdamW(model.parameters(), lr=1e-3)
for epoch in range(3):
    model.train()
    for step, (ids, mask, y) in enumerate(DataLoader(train, batch_size=32, shuffle=True)):
        loss = nn.functional.cross_entropy(model(ids, mask), y)
        opt.zero_grad()
        loss.backward()
        opt.step()
    print(f"epoch {epoch} loss {loss.item():.4f} test_acc {accuracy(model, test):.4f}")

# export: the serving side uses the bare encoder + head, so save the whole wrapper's state
torch.save({"model": model.state_dict(), "epoch": 3}, "classifier.pt")


# ---- serving side
class ServingModel(nn.Module):
    def __init__(self, cfg, n_labels):
        super().__init__()
        self.bert = BertModel(cfg, add_pooling_layer=False)
        self.head = nn.Linear(cfg.hidden_size, n_labels)

    def forward(self, input_ids, attention_mask):
        h = self.bert(input_ids=input_ids, attention_mask=attention_mask).last_hidden_state
        m = attention_mask.unsqueeze(-1).float()
        return self.head((h * m).sum(1) / m.sum(1))


serving = ServingModel(cfg, 2)
ckpt = torch.load("classifier.pt")
result = serving.load_state_dict(ckpt["model"], strict=False)
print(f"loaded checkpoint from epoch {ckpt['epoch']}")
print(f"serving test_acc {accuracy(serving, test):.4f}")
