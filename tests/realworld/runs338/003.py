"""Port of the Keras intent classifier to PyTorch + HF BERT (tiny, from config)."""
import numpy as np
import torch
from torch.utils.data import DataLoader, TensorDataset
from transformers import BertConfig, BertForSequenceClassification

torch.manual_seed(0)
rng = np.random.default_rng(0)

VOCAB, SEQ, N_TRAIN, N_VAL = 300, 20, 2048, 512


def make_split(n):
    ids = rng.integers(5, VOCAB, size=(n, SEQ))
    labels = (ids[:, 0] >= (VOCAB + 5) // 2).astype(np.int64)   # intent decided by the leading token
    return ids, labels


x_train, y_train = make_split(N_TRAIN)
x_val, y_val = make_split(N_VAL)
print("train", x_train.shape, "val", x_val.shape, "label balance", y_train.mean().round(3))

# Keras version was model.fit(x_train, y_train, shuffle=True); features and labels live in separate arrays
train_x_loader = DataLoader(torch.from_numpy(x_train), batch_size=64, shuffle=True)
train_y_loader = DataLoader(torch.from_numpy(y_train), batch_size=64, shuffle=True)
val_loader = DataLoader(TensorDataset(torch.from_numpy(x_val), torch.from_numpy(y_val)), batch_size=128)

config = BertConfig(vocab_size=VOCAB, hidden_size=64, num_hidden_layers=2, num_attention_heads=4,
                    intermediate_size=128, max_position_embeddings=64, num_labels=2)
model = BertForSequenceClassification(config)
opt = torch.optim.AdamW(model.parameters(), lr=1e-3, weight_decay=0.01)


def evaluate():
    model.eval()
    correct = total = 0
    with torch.no_grad():
        for ids, lab in val_loader:
            pred = model(input_ids=ids).logits.argmax(-1)
            correct += (pred == lab).sum().item()
            total += lab.numel()
    model.train()
    return correct / total


for epoch in range(6):
    model.train()
    losses = []
    for step, (ids, lab) in enumerate(zip(train_x_loader, train_y_loader)):
        out = model(input_ids=ids, labels=lab)
        out.loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        opt.step()
        opt.zero_grad()
        losses.append(out.loss.item())
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} loss {out.loss.item():.4f}")
    print(f"epoch {epoch} train_loss {np.mean(losses):.4f} val_acc {evaluate():.4f}")
print("done")
