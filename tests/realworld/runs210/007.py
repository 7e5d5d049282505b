# Train a tiny BERT classifier with DDP (gloo, single process as on the dev box), save the weights,
# then reload the checkpoint with from_pretrained for evaluation.
import os
import random
import torch
import torch.distributed as dist
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import DataLoader, Dataset
from safetensors.torch import save_file
from tokenizers import Tokenizer, models, pre_tokenizers
from transformers import BertConfig, BertForSequenceClassification, PreTrainedTokenizerFast, DataCollatorWithPadding

os.environ.setdefault("MASTER_ADDR", "127.0.0.1")
os.environ.setdefault("MASTER_PORT", "29631")
dist.init_process_group("gloo", rank=int(os.environ.get("RANK", 0)), world_size=int(os.environ.get("WORLD_SIZE", 1)))

random.seed(0)
torch.manual_seed(0)
pos = [f"p{i}" for i in range(20)]
neg = [f"n{i}" for i in range(20)]
filler = [f"f{i}" for i in range(100)]
vocab = {"[PAD]": 0, "[UNK]": 1, "[CLS]": 2, "[SEP]": 3}
for w in pos + neg + filler:
    vocab[w] = len(vocab)
tk = Tokenizer(models.WordLevel(vocab=vocab, unk_token="[UNK]"))
tk.pre_tokenizer = pre_tokenizers.Whitespace()
tokenizer = PreTrainedTokenizerFast(tokenizer_object=tk, pad_token="[PAD]", unk_token="[UNK]",
                                    cls_token="[CLS]", sep_token="[SEP]")

def sample():
    label = random.randint(0, 1)
    ws = random.choices(filler, k=random.randint(4, 16)) + random.choices(pos if label else neg, k=2)
    random.shuffle(ws)
    return " ".join(ws), label

class DS(Dataset):
    def __init__(self, n):
        self.rows = [sample() for _ in range(n)]
    def __len__(self):
        return len(self.rows)
    def __getitem__(self, i):
        enc = tokenizer(self.rows[i][0], truncation=True, max_length=32)
        enc["labels"] = self.rows[i][1]
        return enc

collate = DataCollatorWithPadding(tokenizer)
train_dl = DataLoader(DS(1024), batch_size=32, shuffle=True, collate_fn=collate)
val_dl = DataLoader(DS(256), batch_size=64, collate_fn=collate)

config = BertConfig(vocab_size=len(tokenizer), hidden_size=64, num_hidden_layers=2, num_attention_heads=2,
                    intermediate_size=128, max_position_embeddings=64, num_labels=2)
model = DDP(BertForSequenceClassification(config))
opt = torch.optim.AdamW(model.parameters(), lr=1e-3)

@torch.no_grad()
def evaluate(m):
    m.eval()
    correct = total = 0
    for b in val_dl:
        logits = m(**b).logits
        correct += (logits.argmax(-1) == b["labels"]).sum().item()
        total += len(b["labels"])
    return correct / total

for epoch in range(3):
    model.train()
    for step, batch in enumerate(train_dl):
        loss = model(**batch).loss
        loss.backward()
        opt.step()
        opt.zero_grad()
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} loss {loss.item():.4f}")
    print(f"epoch {epoch} val_acc {evaluate(model):.4f}")

if dist.get_rank() == 0:
    os.makedirs("ckpt_007", exist_ok=True)
    save_file({k: v.contiguous() for k, v in model.state_dict().items()}, "ckpt_007/model.safetensors",
              metadata={"format": "pt"})
    config.save_pretrained("ckpt_007")
    tokenizer.save_pretrained("ckpt_007")
    print("saved checkpoint to ckpt_007")
dist.destroy_process_group()

# ---- evaluation job
clf = BertForSequenceClassification.from_pretrained("ckpt_007")
print(f"reloaded model val_acc {evaluate(clf):.4f}")
