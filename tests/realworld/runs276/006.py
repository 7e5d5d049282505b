# Fine-tune a small BERT classifier starting from our in-house pretrained checkpoint.
import os, torch
from torch.utils.data import DataLoader, TensorDataset
from transformers import BertConfig, BertForSequenceClassification

torch.manual_seed(0)
cfg = BertConfig(vocab_size=200, hidden_size=64, num_hidden_layers=2, num_attention_heads=4,
                 intermediate_size=128, max_position_embeddings=64, num_labels=2)
if not os.path.isdir("bert_inhouse"):
    BertForSequenceClassification(cfg).save_pretrained("bert_inhouse")

def make_data(n, seed):
    g = torch.Generator().manual_seed(seed)
    ids = torch.randint(10, 200, (n, 24), generator=g)
    y = (torch.rand(n, generator=g) < 0.5).long()
    ids[y == 1, 3] = 7          # class 1 carries marker token 7
    return TensorDataset(ids, y)

train_dl = DataLoader(make_data(1024, 1), batch_size=32, shuffle=True)
val_dl = DataLoader(make_data(256, 2), batch_size=64)

model = BertForSequenceClassification(cfg)
optimizer = torch.optim.AdamW(model.parameters(), lr=5e-4)
model = BertForSequenceClassification.from_pretrained("bert_inhouse")
print("loaded bert_inhouse, params:", sum(p.numel() for p in model.parameters()))

for epoch in range(4):
    model.train(); tot = 0.0
    for ids, y in train_dl:
        out = model(input_ids=ids, labels=y)
        optimizer.zero_grad(); out.loss.backward(); optimizer.step()
        tot += out.loss.item()
    model.eval(); correct = 0
    with torch.no_grad():
        for ids, y in val_dl:
            correct += (model(input_ids=ids).logits.argmax(-1) == y).sum().item()
    print(f"epoch {epoch} train_loss {tot/len(train_dl):.4f} val_acc {correct/256:.4f}")
