# Stage 1: fine-tune BERT classifier and export; Stage 2: evaluation job reloads the export.
import torch
from torch.utils.data import DataLoader, TensorDataset
from transformers import BertConfig, BertForSequenceClassification

torch.manual_seed(0)
cfg = BertConfig(vocab_size=200, hidden_size=64, num_hidden_layers=2, num_attention_heads=4,
                 intermediate_size=128, max_position_embeddings=64, num_labels=2)

def make_data(n, seed):
    g = torch.Generator().manual_seed(seed)
    ids = torch.randint(10, 200, (n, 24), generator=g)
    y = (torch.rand(n, generator=g) < 0.5).long()
    ids[y == 1, 3] = 7
    return TensorDataset(ids, y)

def evaluate(model, dl):
    model.eval(); correct = n = 0
    with torch.no_grad():
        for ids, y in dl:
            correct += (model(input_ids=ids).logits.argmax(-1) == y).sum().item(); n += len(y)
    return correct / n

train_dl = DataLoader(make_data(1024, 1), batch_size=32, shuffle=True)
val_dl = DataLoader(make_data(512, 2), batch_size=64)
model = BertForSequenceClassification(cfg)
opt = torch.optim.AdamW(model.parameters(), lr=5e-4)
for epoch in range(3):
    model.train()
    for ids, y in train_dl:
        loss = model(input_ids=ids, labels=y).loss
        opt.zero_grad(); loss.backward(); opt.step()
    print(f"epoch {epoch} loss {loss.item():.4f} val_acc {evaluate(model, val_dl):.4f}")
model.base_model.save_pretrained("export/bert-cls")
print("exported to export/bert-cls")

# ---- evaluation job ----
clf = BertForSequenceClassification.from_pretrained("export/bert-cls", num_labels=2)
print(f"reloaded export/bert-cls val_acc {evaluate(clf, val_dl):.4f}")
