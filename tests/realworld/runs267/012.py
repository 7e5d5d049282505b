import torch
from torch.utils.data import Dataset, DataLoader
from accelerate import Accelerator
from transformers import BertConfig, BertForSequenceClassification, get_linear_schedule_with_warmup
acc = Accelerator(cpu=True)
torch.manual_seed(0)
VOCAB, L = 400, 32
class TopicData(Dataset):
    """synthetic topics: each class draws most tokens from its own vocabulary band"""
    def __init__(self, n, seed):
        g = torch.Generator().manual_seed(seed)
        self.y = torch.randint(0, 4, (n,), generator=g)
        band = 5 + self.y[:, None] * 90 + torch.randint(0, 90, (n, L), generator=g)
        noise = torch.randint(5, VOCAB, (n, L), generator=g)
        self.x = torch.where(torch.rand(n, L, generator=g) < 0.6, band, noise)
    def __len__(self): return len(self.y)
    def __getitem__(self, i): return {"input_ids": self.x[i], "labels": self.y[i]}
train = DataLoader(TopicData(2000, 1), batch_size=32, shuffle=True)
val = DataLoader(TopicData(400, 2), batch_size=100)
model = BertForSequenceClassification(BertConfig(vocab_size=VOCAB, hidden_size=64, num_hidden_layers=2, num_attention_heads=4, intermediate_size=128, num_labels=4))
opt = torch.optim.AdamW(model.parameters(), lr=5e-4, weight_decay=0.01)
sched = get_linear_schedule_with_warmup(opt, 20, 3 * len(train))
model, opt, train, val, sched = acc.prepare(model, opt, train, val, sched)
for epoch in range(3):
    model.train()
    for i, batch in enumerate(train):
        out = model(**batch); acc.backward(out.loss); opt.step(); sched.step(); opt.zero_grad()
        if i % 20 == 0: acc.print(f"epoch {epoch} step {i} loss {out.loss.item():.4f} lr {sched.get_last_lr()[0]:.2e}")
    model.eval(); correct = 0
    with torch.no_grad():
        for batch in val:
            correct += (model(**batch).logits.argmax(-1) == batch["labels"]).sum().item()
    acc.print(f"epoch {epoch} val_acc {correct/400:.4f}")
