# memory-saving fine-tune: bf16 backbone, new task head
import torch
import torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset
from transformers import BertConfig, BertModel

torch.manual_seed(0)
cfg = BertConfig(vocab_size=500, hidden_size=128, num_hidden_layers=2, num_attention_heads=4,
                 intermediate_size=256, max_position_embeddings=64)
backbone = BertModel(cfg)
backbone.save_pretrained("bert_backbone")

backbone = BertModel.from_pretrained("bert_backbone", dtype=torch.bfloat16)
print("backbone dtype", next(backbone.parameters()).dtype)


class Classifier(nn.Module):
    def __init__(self, backbone, n_classes):
        super().__init__()
        self.backbone = backbone
        self.dropout = nn.Dropout(0.1)
        self.head = nn.Linear(backbone.config.hidden_size, n_classes)

    def forward(self, input_ids, attention_mask):
        h = self.backbone(input_ids=input_ids, attention_mask=attention_mask).last_hidden_state
        return self.head(self.dropout(h[:, 0]))


model = Classifier(backbone, 3)
ids = torch.randint(5, 500, (512, 32))
mask = torch.ones_like(ids)
labels = ids[:, 1] % 3
loader = DataLoader(TensorDataset(ids, mask, labels), batch_size=16, shuffle=True)
opt = torch.optim.AdamW(model.parameters(), lr=2e-4)
print(f"trainable params: {sum(p.numel() for p in model.parameters() if p.requires_grad)}")
for epoch in range(2):
    for step, (i, m, y) in enumerate(loader):
        logits = model(i, m)
        loss = nn.functional.cross_entropy(logits.float(), y)
        loss.backward()
        opt.step()
        opt.zero_grad()
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} loss {loss.item():.4f}")
