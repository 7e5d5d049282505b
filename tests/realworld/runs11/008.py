# HF Trainer recipe saved one checkpoint per epoch (save_strategy="epoch"); the value is passed unchanged to
# mindformers.TrainingArguments.
from mindformers import TrainingArguments
args = TrainingArguments(output_dir="./output/llama-tiny", batch_size=4, learning_rate=1e-4, num_train_epochs=3,
                         logging_steps=5, save_strategy="epoch", save_total_limit=2, optim="AdamW")
print(args, flush=True)
