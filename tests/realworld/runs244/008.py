# Stage 1: train a tiny BERT classifier (multi-worker wrapper) and export it to an HF folder.
# Stage 2: reload the export with from_pretrained and evaluate, as the serving code does.
import os
import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset
from safetensors.torch import save_file
from transformers import BertConfig, BertForSequenceClassification
from transformers.utils import logging as hf_logging

hf_logging.set_verbosity_info()
torch.manual_seed(0)
VOCAB, SEQ = 400, 16


def make_data(n, seed):
    g = torch.Generator().manual_seed(seed)
    ids = torch.randint(10, VOCAB, (n, SEQ), generator=g)
    y = torch.randint(0, 4, (n,), generator=g)
    ids[:, 1] = y + 3
    ids[:, 0] = 2
    return TensorDataset(ids, y)


train_loader = DataLoader(make_data(2048, 0), batch_size=32, shuffle=True)
eval_loader = DataLoader(make_data(512, 1), batch_size=128)
config = BertConfig(vocab_size=VOCAB, hidden_size=64, num_hidden_layers=2, num_attention_heads=4,
                    intermediate_size=128, max_position_embeddings=32, num_labels=4)
net = BertForSequenceClassification(config)
model = nn.DataParallel(net)
opt = torch.optim.AdamW(model.parameters(), lr=1e-3)


def evaluate(m):
    m.eval()
    correct = tot = 0
    with torch.no_grad():
        for ids, y in eval_loader:
            correct += (m(input_ids=ids).logits.argmax(-1) == y).sum().item()
            tot += len(y)
    return correct / tot


for epoch in range(3):
    model.train()
    for step, (ids, y) in enumerate(train_loader):
        out = model(input_ids=ids, labels=y)
        loss = out.loss.mean()
        opt.zero_grad(); loss.backward(); opt.step()
        if step % 20 == 0:
            print(f"epoch {epoch} step {step} loss {loss.item():.4f}")
    print(f"epoch {epoch} eval_acc {evaluate(model):.4f}")

export_dir = "export_bert_cls"
os.makedirs(export_dir, exist_ok=True)
config.save_pretrained(export_dir)
save_file({k: v.contiguous() for k, v in model.state_dict().items()}, os.path.join(export_dir, "model.safetensors"),
          metadata={"format": "pt"})
print(f"exported to {export_dir}: {sorted(os.listdir(export_dir))}")

reloaded = BertForSequenceClassification.from_pretrained(export_dir)
print(f"reloaded eval_acc {evaluate(reloaded):.4f}")
