# Fine-tune only the classification head of a small BERT on a synthetic token task (linear probe).
import torch
from torch.utils.data import DataLoader, TensorDataset
from transformers import BertConfig, BertForSequenceClassification

torch.manual_seed(0)
VOCAB, SEQ, N = 500, 32, 4000
ids = torch.randint(5, VOCAB, (N, SEQ))
labels = (ids[:, :8] < 250).sum(1).gt(4).long()   # label depends on the first tokens
ids[:, 0] = 2  # [CLS]
mask = torch.ones_like(ids)
ds = TensorDataset(ids, mask, labels)
loader = DataLoader(ds, batch_size=32, shuffle=True)

config = BertConfig(vocab_size=VOCAB, hidden_size=128, num_hidden_layers=2, num_attention_heads=4,
                    intermediate_size=256, max_position_embeddings=64, num_labels=2)
model = BertForSequenceClassification(config)

for name, p in model.named_parameters():
    p.requires_grad = name.startswith("classifer") or name.startswith("bert.pooler")
n_train = sum(p.numel() for p in model.parameters() if p.requires_grad)
print(f"trainable params: {n_train} / {sum(p.numel() for p in model.parameters())}")

opt = torch.optim.AdamW(model.parameters(), lr=5e-4, weight_decay=0.0)
model.train()
step = 0
for epoch in range(3):
    run_loss, run_acc, k = 0.0, 0.0, 0
    for input_ids, attn, y in loader:
        out = model(input_ids=input_ids, attention_mask=attn, labels=y)
        out.loss.backward()
        opt.step(); opt.zero_grad()
        step += 1
        run_loss += out.loss.item(); run_acc += (out.logits.argmax(-1) == y).float().mean().item(); k += 1
        if step % 25 == 0:
            print(f"epoch {epoch} step {step} loss {run_loss/k:.4f} acc {run_acc/k:.4f}")
            run_loss, run_acc, k = 0.0, 0.0, 0
print("training finished")
