# Stage 1: train a 3-class intent classifier and save it. Stage 2: continue training on the
# extended intent set and start from the stage-1 checkpoint.
import torch
from torch.utils.data import DataLoader, TensorDataset
from transformers import BertConfig, BertForSequenceClassification

torch.manual_seed(0)


def make_data(n, num_classes):
    y = torch.randint(0, num_classes, (n,))
    x = torch.randint(1, 200, (n, 24))
    x[:, 0] = 200 + y  # class cue token
    return TensorDataset(x, y)


def train(model, ds, epochs, tag):
    opt = torch.optim.AdamW(model.parameters(), lr=5e-4)
    loader = DataLoader(ds, batch_size=32, shuffle=True)
    for ep in range(epochs):
        tot = 0.0
        for x, y in loader:
            loss = model(input_ids=x, labels=y).loss
            loss.backward()
            opt.step()
            opt.zero_grad()
            tot += loss.item()
        print(f"[{tag}] epoch {ep} mean loss {tot / len(loader):.4f}")


base = dict(vocab_size=256, hidden_size=64, num_hidden_layers=2, num_attention_heads=4, intermediate_size=128)
model = BertForSequenceClassification(BertConfig(num_labels=3, **base))
train(model, make_data(640, 3), 2, "stage1")
torch.save(model.state_dict(), "intent_stage1.pt")
print("saved intent_stage1.pt")

model2 = BertForSequenceClassification(BertConfig(num_labels=5, **base))
state = torch.load("intent_stage1.pt", map_location="cpu")
model2.load_state_dict(state)
train(model2, make_data(640, 5), 2, "stage2")
