# HF run script ported to MindFormers TrainingArguments: the HF version passed train_file=... to its own dataset
# loader; here the path lands in TrainingArguments(train_dataset=...) and the rest of the HF arguments are kept.
from mindformers import TrainingArguments
args = TrainingArguments(output_dir="./output_sft", num_train_epochs=1, per_device_train_batch_size=4,
                         learning_rate=2e-5, warmup_ratio=0.03, logging_steps=10, save_steps=500,
                         train_dataset="data/alpaca_train.mindrecord")
print(args)
