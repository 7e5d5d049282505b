# Sentence-pair classifier: BERT encoder + custom pooling head over [CLS] and mean tokens.
import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset
from transformers import BertConfig, BertModel
torch.manual_seed(0)
cfg = BertConfig(vocab_size=300, hidden_size=96, num_hidden_layers=2, num_attention_heads=4,
                 intermediate_size=192)

class PairClassifier(nn.Module):
    def __init__(self, cfg, n_cls=3):
        super().__init__()
        self.bert = BertModel(cfg)
        self.head = nn.Sequential(nn.Linear(2 * 768, 256), nn.Tanh(), nn.Linear(256, n_cls))
    def forward(self, ids, mask):
        h = self.bert(input_ids=ids, attention_mask=mask).last_hidden_state
        mean = (h * mask.unsqueeze(-1)).sum(1) / mask.sum(1, keepdim=True)
        return self.head(torch.cat([h[:, 0], mean], dim=-1))

ids = torch.randint(1, 300, (128, 24)); mask = torch.ones_like(ids); y = torch.randint(0, 3, (128,))
dl = DataLoader(TensorDataset(ids, mask, y), batch_size=16, shuffle=True)
model = PairClassifier(cfg)
print(f"params: {sum(p.numel() for p in model.parameters())/1e6:.2f}M")
opt = torch.optim.AdamW(model.parameters(), lr=2e-5)
for step, (i, m, t) in enumerate(dl):
    loss = nn.functional.cross_entropy(model(i, m), t)
    loss.backward(); opt.step(); opt.zero_grad()
    print(f"step {step} loss {loss.item():.4f}")
