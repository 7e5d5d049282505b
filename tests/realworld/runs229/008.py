import torch
import torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset
from transformers import BertConfig, BertModel, BertPreTrainedModel, BertForSequenceClassification
from transformers.utils import logging as hf_logging
hf_logging.set_verbosity_warning()

class BertWithHead(BertPreTrainedModel):
    """Fine-tuning model used during training (pooled output -> dropout -> linear head)."""
    def __init__(self, config):
        super().__init__(config)
        self.bert = BertModel(config)
        self.dropout = nn.Dropout(config.hidden_dropout_prob)
        self.head = nn.Linear(config.hidden_size, config.num_labels)
        self.post_init()
    def forward(self, input_ids, attention_mask=None):
        pooled = self.bert(input_ids=input_ids, attention_mask=attention_mask).pooler_output
        return self.head(self.dropout(pooled))

torch.manual_seed(0)
g = torch.Generator().manual_seed(0)
x = torch.randint(5, 300, (1536, 20), generator=g)
y = ((x[:, 0] - 5) * 4 // 295).long()
train = DataLoader(TensorDataset(x[:1280], y[:1280]), batch_size=32, shuffle=True)
val_x, val_y = x[1280:], y[1280:]

cfg = BertConfig(vocab_size=300, hidden_size=64, num_hidden_layers=2, num_attention_heads=4,
                 intermediate_size=128, max_position_embeddings=64, num_labels=4)
model = BertWithHead(cfg)
opt = torch.optim.AdamW(model.parameters(), lr=5e-4)
loss_fn = nn.CrossEntropyLoss()
for epoch in range(4):
    model.train()
    for step, (xb, yb) in enumerate(train):
        loss = loss_fn(model(xb), yb)
        loss.backward(); opt.step(); opt.zero_grad()
    model.eval()
    with torch.no_grad():
        acc = (model(val_x).argmax(-1) == val_y).float().mean().item()
    print(f"epoch {epoch} loss {loss.item():.4f} val_acc {acc:.4f}")
model.save_pretrained("ckpt_008")
print("saved model to ckpt_008")

# --- serving / evaluation side: load with the standard class ---
clf = BertForSequenceClassification.from_pretrained("ckpt_008")
clf.eval()
with torch.no_grad():
    acc = (clf(input_ids=val_x).logits.argmax(-1) == val_y).float().mean().item()
print(f"reloaded model val_acc {acc:.4f}")
