import torch
from torch.utils.data import DataLoader, TensorDataset
from transformers import BertConfig, BertForSequenceClassification

torch.manual_seed(0)
config = BertConfig(vocab_size=1000, hidden_size=64, num_hidden_layers=2, num_attention_heads=4,
                    intermediate_size=128, max_position_embeddings=64, num_labels=2)
model = BertForSequenceClassification(config)

# add domain tokens before fine-tuning
NEW_TOKENS = 24
model.resize_token_embeddings(config.vocab_size + NEW_TOKENS)
print("embedding matrix:", tuple(model.get_input_embeddings().weight.shape))

x = torch.randint(0, 1000 + NEW_TOKENS, (256, 32))
y = (x[:, 0] < 512).long()
loader = DataLoader(TensorDataset(x, y), batch_size=32, shuffle=True)
opt = torch.optim.AdamW(model.parameters(), lr=5e-4)
model.train()
for epoch in range(2):
    for step, (xb, yb) in enumerate(loader):
        out = model(input_ids=xb, labels=yb)
        out.loss.backward()
        opt.step(); opt.zero_grad()
    print(f"epoch {epoch} loss {out.loss.item():.4f}")
torch.save(model.state_dict(), "ckpt_001.pt")
print("saved ckpt_001.pt")

# evaluation job: rebuild model from config and restore checkpoint
eval_config = BertConfig(vocab_size=1000, hidden_size=64, num_hidden_layers=2, num_attention_heads=4,
                         intermediate_size=128, max_position_embeddings=64, num_labels=2)
eval_model = BertForSequenceClassification(eval_config)
state = torch.load("ckpt_001.pt", map_location="cpu")
eval_model.load_state_dict(state)
eval_model.eval()
with torch.no_grad():
    acc = (eval_model(input_ids=x).logits.argmax(-1) == y).float().mean().item()
print(f"eval acc {acc:.3f}")
