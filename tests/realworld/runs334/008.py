# Stage 1: fine-tune a tiny BERT topic classifier and export it for the serving process.
# Stage 2: the serving process reloads the exported model and checks held-out accuracy.
import torch
from transformers import BertConfig, BertForSequenceClassification
from torch.utils.data import TensorDataset, DataLoader

torch.manual_seed(0)
cfg = BertConfig(vocab_size=300, hidden_size=64, num_hidden_layers=2, num_attention_heads=4,
                 intermediate_size=128, max_position_embeddings=32, num_labels=4)
# --- stage 1: fine-tune end to end on the labelled task, then save
clf = BertForSequenceClassification(cfg)
ids = torch.randint(10, 300, (600, 20)); lab = torch.randint(0, 4, (600,))
ids[:, 0] = lab + 2
tr = DataLoader(TensorDataset(ids[:500], lab[:500]), batch_size=32, shuffle=True)
opt = torch.optim.AdamW(clf.parameters(), lr=1e-3)
for epoch in range(3):
    clf.train()
    for x, y in tr:
        out = clf(input_ids=x, labels=y); opt.zero_grad(); out.loss.backward(); opt.step()
    clf.eval()
    with torch.no_grad():
        acc = (clf(input_ids=ids[500:]).logits.argmax(-1) == lab[500:]).float().mean().item()
    print(f"epoch {epoch} loss {out.loss.item():.4f} val_acc {acc:.3f}")
clf.bert.save_pretrained("export/encoder")
print("exported encoder to export/encoder")
# --- stage 2: serving process reloads the model
served = BertForSequenceClassification.from_pretrained("export/encoder", num_labels=4)
served.eval()
with torch.no_grad():
    acc = (served(input_ids=ids[500:]).logits.argmax(-1) == lab[500:]).float().mean().item()
print(f"reloaded model val_acc {acc:.3f}")
