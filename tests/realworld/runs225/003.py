import json
import torch
from transformers import BertConfig, BertForSequenceClassification

# hyper-parameters come from the experiment sheet (exported as strings)
hparams = json.loads('{"vocab_size": 512, "hidden_size": 64, "num_hidden_layers": 2, '
                     '"num_attention_heads": 4, "intermediate_size": 128, '
                     '"hidden_dropout_prob": "0.1", "attention_probs_dropout_prob": "0.1", '
                     '"num_labels": 2, "lr": 5e-5, "batch_size": 16}')
lr = hparams.pop("lr")
bs = hparams.pop("batch_size")
print("hparams:", hparams)
torch.manual_seed(0)
cfg = BertConfig(**hparams)
model = BertForSequenceClassification(cfg)
opt = torch.optim.AdamW(model.parameters(), lr=lr)
for step in range(20):
    ids = torch.randint(5, 500, (bs, 32))
    labels = (ids[:, 0] > 250).long()
    out = model(input_ids=ids, labels=labels)
    out.loss.backward(); opt.step(); opt.zero_grad()
    if step % 5 == 0:
        print(f"step {step} loss {out.loss.item():.4f}")
