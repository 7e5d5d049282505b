import torch, torch.nn as nn
from torch.utils.data import TensorDataset, DataLoader
from transformers import BertConfig, BertForSequenceClassification, get_linear_schedule_with_warmup

torch.manual_seed(0)
V, L, N = 300, 24, 1024
ids = torch.randint(5, V, (N, L))
labels = (ids[:, :4] < 150).sum(1).clamp(max=1) * ((ids[:, 4] % 2))   # synthetic rule
ids[:, 0] = 1  # [CLS]
dl = DataLoader(TensorDataset(ids, labels), batch_size=32, shuffle=True)

cfg = BertConfig(vocab_size=V, hidden_size=64, num_hidden_layers=2, num_attention_heads=4,
                 intermediate_size=128, max_position_embeddings=32, num_labels=2)
model = BertForSequenceClassification(cfg)
num_epochs = 4
optimizer = torch.optim.AdamW(model.parameters(), lr=1e-3, weight_decay=0.01)
scheduler = get_linear_schedule_with_warmup(optimizer, num_warmup_steps=0, num_training_steps=num_epochs)
print(f"steps/epoch={len(dl)} epochs={num_epochs}")
gstep = 0
for epoch in range(num_epochs):
    model.train(); tot = correct = 0
    for x, y in dl:
        out = model(input_ids=x, labels=y)
        optimizer.zero_grad(); out.loss.backward(); optimizer.step(); scheduler.step()
        tot += out.loss.item(); correct += (out.logits.argmax(-1) == y).sum().item()
        gstep += 1
        if gstep % 8 == 0:
            print(f"step {gstep} loss {out.loss.item():.4f} lr {scheduler.get_last_lr()[0]:.2e}")
    print(f"epoch {epoch} mean_loss {tot/len(dl):.4f} train_acc {correct/N:.4f}")
