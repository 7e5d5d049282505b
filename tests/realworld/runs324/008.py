# Train a tiny BERT sentiment classifier, export it, and reload it in a separate inference step.
import torch
from torch.utils.data import DataLoader, TensorDataset
from transformers import BertConfig, BertForSequenceClassification
from transformers.utils import logging as hf_logging

hf_logging.set_verbosity_warning()
torch.manual_seed(0)
config = BertConfig(vocab_size=200, hidden_size=64, num_hidden_layers=2, num_attention_heads=4,
                    intermediate_size=128, num_labels=5, max_position_embeddings=64)
model = BertForSequenceClassification(config)

def make(n):
    ids = torch.randint(5, 200, (n, 24))
    labels = torch.bucketize((ids < 60).sum(1), torch.tensor([5, 6, 8, 9]), right=True)
    return ids, labels
xtr, ytr = make(2000); xte, yte = make(500)
dl = DataLoader(TensorDataset(xtr, ytr), batch_size=32, shuffle=True)
opt = torch.optim.AdamW(model.parameters(), lr=5e-4)

def accuracy(m):
    m.eval()
    with torch.no_grad():
        acc = (m(input_ids=xte).logits.argmax(-1) == yte).float().mean().item()
    m.train(); return acc

for epoch in range(6):
    for step, (ids, labels) in enumerate(dl):
        out = model(input_ids=ids, labels=labels)
        out.loss.backward(); opt.step(); opt.zero_grad()
    print(f"epoch {epoch} loss {out.loss.item():.4f} test_acc {accuracy(model):.4f}")

model.bert.save_pretrained("export_008")
print("exported to export_008")

clf = BertForSequenceClassification.from_pretrained("export_008")
print(f"reloaded model test_acc {accuracy(clf):.4f}")
