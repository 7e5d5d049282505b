# Train a tiny BERT classifier from scratch (custom loop, AdamW + linear warmup/decay) on a generated token dataset.
import numpy as np, torch
from torch.utils.data import DataLoader
from transformers import BertConfig, BertForSequenceClassification, get_linear_schedule_with_warmup

torch.manual_seed(0)
rng = np.random.default_rng(0)
VOCAB, SEQ = 300, 24
def gen(n):
    ids = rng.integers(5, VOCAB, size=(n, SEQ))
    labels = (ids < 40).any(axis=1).astype(np.int64)   # class 1 if any "keyword" token appears
    ids[:, 0] = 2
    return {"input_ids": ids.tolist(), "attention_mask": np.ones_like(ids).tolist(), "labels": labels.tolist()}

class TokenDataset(torch.utils.data.Dataset):
    def __init__(self, d):
        self.d = d
    def __len__(self):
        return len(self.d["labels"])
    def __getitem__(self, i):
        return {k: torch.tensor(v[i]) for k, v in self.d.items()}

train_ds = TokenDataset(gen(3000)); eval_ds = TokenDataset(gen(500))
print(f"train={len(train_ds)} eval={len(eval_ds)} seq_len={SEQ}")
train_loader = DataLoader(train_ds, batch_size=32, shuffle=True)
eval_loader = DataLoader(eval_ds, batch_size=128)

config = BertConfig(vocab_size=VOCAB, hidden_size=64, num_hidden_layers=2, num_attention_heads=4,
                    intermediate_size=128, max_position_embeddings=32, num_labels=2)
model = BertForSequenceClassification(config)
EPOCHS = 4
opt = torch.optim.AdamW(model.parameters(), lr=1e-3, weight_decay=0.01)
sched = get_linear_schedule_with_warmup(opt, num_warmup_steps=30, num_training_steps=EPOCHS * len(train_loader))

step = 0
for epoch in range(EPOCHS):
    model.train(); rl, k = 0.0, 0
    for batch in train_loader:
        out = model(**batch)
        out.loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        opt.step(); sched.step(); opt.zero_grad()
        step += 1; rl += out.loss.item(); k += 1
        if step % 25 == 0:
            print(f"{{'loss': {rl/k:.4f}, 'learning_rate': {sched.get_last_lr()[0]:.3e}, 'epoch': {step/len(train_loader):.2f}}}")
            rl, k = 0.0, 0
    model.eval(); correct, el = 0, 0.0
    with torch.no_grad():
        for batch in eval_loader:
            out = model(**batch)
            el += out.loss.item() * len(batch["labels"])
            correct += (out.logits.argmax(-1) == batch["labels"]).sum().item()
    print(f"{{'eval_loss': {el/len(eval_ds):.4f}, 'eval_accuracy': {correct/len(eval_ds):.4f}, 'epoch': {epoch+1}}}")
model.save_pretrained("tiny_bert_out")
print("model saved to tiny_bert_out")
