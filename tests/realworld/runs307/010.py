# Fine-tune a small DistilBERT-sized classifier with AdamW + linear warmup/decay schedule.
import torch
from torch.utils.data import DataLoader, TensorDataset
from transformers import DistilBertConfig, DistilBertForSequenceClassification, get_linear_schedule_with_warmup

torch.manual_seed(0)
N, SEQ, VOCAB = 1536, 24, 800
ids = torch.randint(1, VOCAB, (N, SEQ))
labels = ((ids < VOCAB // 2).sum(1) > SEQ // 2).long()
loader = DataLoader(TensorDataset(ids, labels), batch_size=32, shuffle=True)

cfg = DistilBertConfig(vocab_size=VOCAB, dim=64, n_layers=2, n_heads=4, hidden_dim=128, max_position_embeddings=SEQ, num_labels=2)
model = DistilBertForSequenceClassification(cfg)
EPOCHS = 6
opt = torch.optim.AdamW(model.parameters(), lr=5e-4)
sched = get_linear_schedule_with_warmup(opt, num_warmup_steps=int(0.1 * len(loader)), num_training_steps=len(loader))

for epoch in range(EPOCHS):
    model.train()
    tot, correct = 0.0, 0
    for xb, yb in loader:
        out = model(input_ids=xb, labels=yb)
        out.loss.backward()
        opt.step(); sched.step(); opt.zero_grad()
        tot += out.loss.item() * len(xb)
        correct += (out.logits.argmax(1) == yb).sum().item()
    print(f"epoch {epoch} loss {tot/N:.4f} acc {correct/N:.4f} lr {sched.get_last_lr()[0]:.2e}")
