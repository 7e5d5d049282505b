# HF Trainer script moved to MindFormers: the tokenized datasets.Dataset is passed as train_dataset
import numpy as np
import datasets
from mindformers import TrainingArguments, Trainer, LlamaConfig, LlamaForCausalLM

SEQ = 32
rng = np.random.default_rng(0)
raw = datasets.Dataset.from_dict({"text": [f"sample {i}" for i in range(64)]})

def tokenize(batch):
    # stands in for tokenizer(batch["text"], truncation=True, max_length=SEQ + 1, padding="max_length")
    ids = [rng.integers(3, 256, SEQ + 1).tolist() for _ in batch["text"]]
    return {"input_ids": ids}

train_ds = raw.map(tokenize, batched=True, remove_columns=["text"])
print(train_ds)

config = LlamaConfig(vocab_size=256, hidden_size=64, num_layers=2, num_heads=4, seq_length=SEQ,
                     intermediate_size=128, batch_size=4)
model = LlamaForCausalLM(config)

args = TrainingArguments(
    output_dir="./output_009",
    num_train_epochs=1,
    per_device_train_batch_size=4,
    learning_rate=5e-4,
    dataloader_num_workers=1,
    logging_steps=1,
)
trainer = Trainer(model=model, args=args, train_dataset=train_ds)
trainer.train()
