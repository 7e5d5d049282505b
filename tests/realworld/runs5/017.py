# QA preprocessing: question/context pairs truncated with truncation="only_second" although the
# contexts are shorter than the questions (the two columns were swapped when the CSV was read).
from tokenizers import Tokenizer, models, pre_tokenizers
from transformers import PreTrainedTokenizerFast
words = "[PAD] [UNK] [CLS] [SEP] what is the capital of france paris city it a".split()
tok = Tokenizer(models.WordLevel({w: i for i, w in enumerate(words)}, unk_token="[UNK]"))
tok.pre_tokenizer = pre_tokenizers.Whitespace()
fast = PreTrainedTokenizerFast(tokenizer_object=tok, unk_token="[UNK]", pad_token="[PAD]")
questions = ["paris", "paris city"]
contexts = ["what is the capital of france it is a city what is the capital", "what is the capital of france what is it"]
enc = fast(contexts, questions, truncation="only_second", max_length=8, padding="max_length")
print(enc["input_ids"])
