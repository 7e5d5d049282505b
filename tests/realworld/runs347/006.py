# Train a tiny BERT classifier in our own training wrapper, export it, then reload it with
# from_pretrained for the serving/eval side (HF format: config.json + model.safetensors).
import os
import torch
import torch.nn as nn
from safetensors.torch import save_file
from transformers import BertConfig, BertForSequenceClassification, set_seed

set_seed(0)
VOCAB, SEQ = 128, 16
EXPORT_DIR = "export_006"


def make_split(n, seed):
    g = torch.Generator().manual_seed(seed)
    ids = torch.randint(5, VOCAB, (n, SEQ), generator=g)
    return ids, (ids[:, 0] >= VOCAB // 2).long()


class ClassifierModule(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.model = BertForSequenceClassification(config)

    def forward(self, input_ids, labels=None):
        return self.model(input_ids=input_ids, labels=labels)


@torch.no_grad()
def accuracy(model, ids, labels):
    model.eval()
    logits = model(input_ids=ids).logits
    return (logits.argmax(-1) == labels).float().mean().item()


config = BertConfig(vocab_size=VOCAB, hidden_size=64, num_hidden_layers=2, num_attention_heads=2,
                    intermediate_size=128, max_position_embeddings=64, num_labels=2)
module = ClassifierModule(config)
opt = torch.optim.AdamW(module.parameters(), lr=2e-3)
train_ids, train_y = make_split(1024, 1)
eval_ids, eval_y = make_split(256, 2)

step = 0
for epoch in range(2):
    module.train()
    perm = torch.randperm(len(train_y))
    for i in range(0, len(perm), 32):
        idx = perm[i:i + 32]
        out = module(train_ids[idx], labels=train_y[idx])
        opt.zero_grad()
        out.loss.backward()
        opt.step()
        step += 1
        if step % 8 == 0:
            print(f"epoch {epoch} step {step} loss {out.loss.item():.4f}")
    print(f"epoch {epoch} eval_accuracy {accuracy(module.model, eval_ids, eval_y):.4f}")

os.makedirs(EXPORT_DIR, exist_ok=True)
config.save_pretrained(EXPORT_DIR)
state = {k: v.contiguous() for k, v in module.state_dict().items()}
save_file(state, os.path.join(EXPORT_DIR, "model.safetensors"), metadata={"format": "pt"})
print(f"exported {len(state)} tensors to {EXPORT_DIR}")

reloaded = BertForSequenceClassification.from_pretrained(EXPORT_DIR)
print(f"reloaded eval_accuracy {accuracy(reloaded, eval_ids, eval_y):.4f}")
