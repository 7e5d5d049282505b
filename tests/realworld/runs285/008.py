# Binary sentiment-style classifier migrated from a BCE head: BertForSequenceClassification with a single output.
import torch
from torch.utils.data import DataLoader, TensorDataset
from transformers import BertConfig, BertForSequenceClassification

torch.manual_seed(0)
VOCAB, SEQ = 600, 32
POS_TOKENS = torch.arange(10, 60)   # "positive" words


def make_split(n, seed):
    g = torch.Generator().manual_seed(seed)
    ids = torch.randint(60, VOCAB, (n, SEQ), generator=g)
    y = torch.randint(0, 2, (n,), generator=g)
    # positives get three positive words at random positions
    for i in torch.nonzero(y).flatten():
        pos = torch.randperm(SEQ - 1, generator=g)[:3] + 1
        ids[i, pos] = POS_TOKENS[torch.randint(0, len(POS_TOKENS), (3,), generator=g)]
    ids[:, 0] = 2  # [CLS]
    return ids, y


train_ids, train_y = make_split(1024, 1)
val_ids, val_y = make_split(256, 2)
config = BertConfig(vocab_size=VOCAB, hidden_size=64, num_hidden_layers=2, num_attention_heads=4,
                    intermediate_size=128, max_position_embeddings=SEQ, num_labels=1)
model = BertForSequenceClassification(config)
train_loader = DataLoader(TensorDataset(train_ids, train_y), batch_size=32, shuffle=True)
val_loader = DataLoader(TensorDataset(val_ids, val_y), batch_size=128)
opt = torch.optim.AdamW(model.parameters(), lr=5e-4)


def evaluate():
    model.eval()
    correct = total = 0
    with torch.no_grad():
        for x, y in val_loader:
            preds = model(input_ids=x).logits.argmax(dim=-1)
            correct += (preds == y).sum().item()
            total += len(y)
    model.train()
    return correct / total


for epoch in range(3):
    losses = []
    for x, y in train_loader:
        out = model(input_ids=x, labels=y.float())
        out.loss.backward()
        opt.step(); opt.zero_grad()
        losses.append(out.loss.item())
    print(f"epoch {epoch} train_loss {sum(losses) / len(losses):.4f} val_acc {evaluate():.4f}")
