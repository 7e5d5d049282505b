# Fine-tune a small GPT-2 sequence classifier on synthetic reviews, tokenising inside the collate function.
import random, torch
from torch.utils.data import DataLoader
from tokenizers import Tokenizer, models, pre_tokenizers
from transformers import PreTrainedTokenizerFast, GPT2Config, GPT2ForSequenceClassification

torch.manual_seed(0); random.seed(0)
words = ["good", "great", "bad", "awful"] + [f"w{i}" for i in range(60)]
vocab = {"[UNK]": 0, "<|endoftext|>": 1}
for w in words:
    vocab[w] = len(vocab)
tk = Tokenizer(models.WordLevel(vocab, unk_token="[UNK]")); tk.pre_tokenizer = pre_tokenizers.Whitespace()
tokenizer = PreTrainedTokenizerFast(tokenizer_object=tk, bos_token="<|endoftext|>", eos_token="<|endoftext|>", unk_token="[UNK]")
tokenizer.save_pretrained("tok_003")
tokenizer = PreTrainedTokenizerFast.from_pretrained("tok_003")

def review():
    label = random.randint(0, 1)
    filler = [f"w{random.randint(0, 59)}" for _ in range(random.randint(5, 20))]
    filler.insert(random.randint(0, len(filler)), random.choice(["good", "great"] if label else ["bad", "awful"]))
    return " ".join(filler), label

train = [review() for _ in range(800)]
def collate(rows):
    enc = tokenizer([r[0] for r in rows], padding="longest", truncation=True, max_length=32, return_tensors="pt")
    enc["labels"] = torch.tensor([r[1] for r in rows])
    return enc

dl = DataLoader(train, batch_size=32, shuffle=True, collate_fn=collate)
config = GPT2Config(vocab_size=len(tokenizer), n_layer=2, n_embd=64, n_head=4, n_positions=64, num_labels=2,
                    bos_token_id=1, eos_token_id=1)
model = GPT2ForSequenceClassification(config)
opt = torch.optim.AdamW(model.parameters(), lr=2e-3)
print(f"train examples: {len(train)}, batches per epoch: {len(dl)}")
for epoch in range(2):
    model.train()
    for step, batch in enumerate(dl):
        out = model(**batch)
        out.loss.backward(); opt.step(); opt.zero_grad()
        if step % 5 == 0:
            print(f"epoch {epoch} step {step} loss {out.loss.item():.4f}")
