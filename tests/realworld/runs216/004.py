# Train a small GPT-2 style model on local text with a tokenizer trained in-process
import random
import torch
from torch.utils.data import DataLoader, Dataset
from tokenizers import Tokenizer, models, pre_tokenizers, trainers
from transformers import GPT2Config, GPT2LMHeadModel, PreTrainedTokenizerFast

random.seed(0)
words = "the a model data train loss step token layer batch gradient weight value update epoch run".split()
corpus = [" ".join(random.choices(words, k=random.randint(5, 40))) for _ in range(2000)]

bpe = Tokenizer(models.BPE(unk_token="<unk>"))
bpe.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
bpe.train_from_iterator(corpus, trainers.BpeTrainer(vocab_size=300, special_tokens=["<unk>", "<|endoftext|>"]))
tokenizer = PreTrainedTokenizerFast(tokenizer_object=bpe, unk_token="<unk>", eos_token="<|endoftext|>",
                                    bos_token="<|endoftext|>")
print(f"tokenizer vocab size: {len(tokenizer)}")


class TextDataset(Dataset):
    def __init__(self, lines):
        self.lines = lines

    def __len__(self):
        return len(self.lines)

    def __getitem__(self, i):
        return self.lines[i]


def collate(batch):
    enc = tokenizer(batch, padding=True, truncation=True, max_length=64, return_tensors="pt")
    enc["labels"] = enc["input_ids"].clone()
    return enc


def seed_worker(worker_id):
    random.seed(torch.initial_seed() % 2**32)


loader = DataLoader(TextDataset(corpus), batch_size=16, shuffle=True, num_workers=2,
                    collate_fn=collate, worker_init_fn=seed_worker)
config = GPT2Config(vocab_size=len(tokenizer), n_positions=64, n_embd=64, n_layer=2, n_head=4)
model = GPT2LMHeadModel(config)
opt = torch.optim.AdamW(model.parameters(), lr=5e-4)
model.train()
for step, batch in enumerate(loader):
    out = model(**batch)
    out.loss.backward()
    opt.step()
    opt.zero_grad()
    if step % 10 == 0:
        print(f"step {step} loss {out.loss.item():.4f}")
    if step == 60:
        break
