# Fine-tune a small BERT classifier, save the checkpoint, then reload it in a fresh process-style
# evaluation step and score the held-out set.
import torch
from torch.utils.data import DataLoader, TensorDataset
from transformers import BertConfig, BertForSequenceClassification

torch.manual_seed(0)


def make_data(n):
    y = torch.randint(0, 2, (n,))
    x = torch.randint(10, 250, (n, 32))
    pos = torch.randint(1, 32, (n,))
    x[torch.arange(n), pos] = 3 + y  # one cue token somewhere in the sequence
    x[:, 0] = 2  # [CLS]
    return TensorDataset(x, y)


def evaluate(model, ds):
    model.eval()
    correct = 0
    with torch.no_grad():
        for x, y in DataLoader(ds, batch_size=128):
            correct += (model(input_ids=x).logits.argmax(-1) == y).sum().item()
    return correct / len(ds)


train_ds, test_ds = make_data(1536), make_data(512)
config = BertConfig(vocab_size=256, hidden_size=64, num_hidden_layers=2, num_attention_heads=4,
                    intermediate_size=128, num_labels=2)
model = BertForSequenceClassification(config)
opt = torch.optim.AdamW(model.parameters(), lr=5e-4)
for epoch in range(4):
    model.train()
    tot = 0.0
    for x, y in DataLoader(train_ds, batch_size=32, shuffle=True):
        loss = model(input_ids=x, labels=y).loss
        loss.backward()
        opt.step()
        opt.zero_grad()
        tot += loss.item()
    print(f"epoch {epoch} train_loss {tot / 48:.4f} test_acc {evaluate(model, test_ds):.4f}")

model.bert.save_pretrained("cls_ckpt")
print("checkpoint written to cls_ckpt/")

# ---- evaluation job ----
reloaded = BertForSequenceClassification.from_pretrained("cls_ckpt", num_labels=2)
print(f"reloaded model test_acc {evaluate(reloaded, test_ds):.4f}")
