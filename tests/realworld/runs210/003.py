# Fine-tune a tiny GPT-2 causal LM with the HF Trainer on generated text (local tokenizer, local config)
import random
import sys
sys.modules["datasets"] = None  # datasets/pyarrow not usable in this env; torch Dataset only
import torch
from tokenizers import Tokenizer, models, pre_tokenizers
from transformers import (GPT2Config, GPT2LMHeadModel, PreTrainedTokenizerFast, Trainer,
                          TrainingArguments, DataCollatorForLanguageModeling)

random.seed(0)
torch.manual_seed(0)
words = [f"tok{i}" for i in range(300)]
vocab = {"<pad>": 0, "<unk>": 1, "<eos>": 2}
for w in words:
    vocab[w] = len(vocab)
tk = Tokenizer(models.WordLevel(vocab=vocab, unk_token="<unk>"))
tk.pre_tokenizer = pre_tokenizers.Whitespace()
tokenizer = PreTrainedTokenizerFast(tokenizer_object=tk, pad_token="<pad>", unk_token="<unk>", eos_token="<eos>")

texts = [" ".join(random.choices(words, k=random.randint(8, 30))) for _ in range(400)]

class TextDataset(torch.utils.data.Dataset):
    def __init__(self, texts):
        self.enc = [tokenizer(t, truncation=True, max_length=48) for t in texts]
    def __len__(self):
        return len(self.enc)
    def __getitem__(self, i):
        return self.enc[i]

config = GPT2Config(vocab_size=len(tokenizer), n_positions=64, n_embd=64, n_layer=2, n_head=2,
                    bos_token_id=2, eos_token_id=2, pad_token_id=0)
model = GPT2LMHeadModel(config)
print(f"model parameters: {model.num_parameters()}")

args = TrainingArguments(
    output_dir="out_003",
    per_device_train_batch_size=16,
    num_train_epochs=2,
    learning_rate=5e-4,
    warmup_steps=10,
    lr_scheduler="cosine",
    weight_decay=0.01,
    logging_steps=10,
    save_strategy="no",
    report_to=[],
    use_cpu=True,
)
trainer = Trainer(model=model, args=args, train_dataset=TextDataset(texts),
                  data_collator=DataCollatorForLanguageModeling(tokenizer, mlm=False))
trainer.train()
