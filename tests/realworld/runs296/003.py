import torch
from torch.utils.data import TensorDataset, DataLoader
from transformers import BertConfig, BertForSequenceClassification

torch.manual_seed(0)
# model size scaled down from the original config for the CPU smoke test
model_args = dict(vocab_size=2000, hidden_size=96, num_hidden_layers=2, num_attention_heads=10,
                  intermediate_size=256, max_position_embeddings=128, num_labels=2)
cfg = BertConfig(**model_args)
print(cfg)
model = BertForSequenceClassification(cfg)
ids = torch.randint(1, 2000, (128, 48)); labels = torch.randint(0, 2, (128,))
dl = DataLoader(TensorDataset(ids, labels), batch_size=16, shuffle=True)
opt = torch.optim.AdamW(model.parameters(), lr=3e-4)
for step, (x, y) in enumerate(dl):
    out = model(input_ids=x, labels=y)
    opt.zero_grad(); out.loss.backward(); opt.step()
    print(f"step {step} loss {out.loss.item():.4f}")
