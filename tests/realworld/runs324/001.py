# Fine-tune a small BERT after adding domain tokens, then reload the checkpoint for evaluation.
import torch
from torch.utils.data import DataLoader, TensorDataset
from transformers import BertConfig, BertForSequenceClassification

torch.manual_seed(0)
config = BertConfig(vocab_size=1000, hidden_size=64, num_hidden_layers=2, num_attention_heads=4,
                    intermediate_size=128, num_labels=3)
model = BertForSequenceClassification(config)
# added 24 domain tokens to the tokenizer
model.resize_token_embeddings(1024)
print("embeddings:", model.get_input_embeddings().weight.shape)

x = torch.randint(0, 1024, (256, 32))
y = torch.randint(0, 3, (256,))
dl = DataLoader(TensorDataset(x, y), batch_size=32, shuffle=True)
opt = torch.optim.AdamW(model.parameters(), lr=3e-4)
model.train()
for epoch in range(2):
    for step, (ids, labels) in enumerate(dl):
        out = model(input_ids=ids, labels=labels)
        out.loss.backward()
        opt.step(); opt.zero_grad()
        if step % 4 == 0:
            print(f"epoch {epoch} step {step} loss {out.loss.item():.4f}")
torch.save(model.state_dict(), "ckpt_001.pt")
print("saved ckpt_001.pt")

# evaluation job
eval_model = BertForSequenceClassification(BertConfig(vocab_size=1000, hidden_size=64, num_hidden_layers=2,
                                                      num_attention_heads=4, intermediate_size=128, num_labels=3))
state = torch.load("ckpt_001.pt", map_location="cpu")
eval_model.load_state_dict(state)
eval_model.eval()
print("loaded")
